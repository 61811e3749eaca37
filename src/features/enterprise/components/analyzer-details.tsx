import { Sparkles } from "lucide-react";
import { tracked } from "#src/lib/tracked-elements.ts";
import { Button } from "#src/ui/button-base.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import {
  BUDGET_RANGES,
  DEPLOYMENT_PREFERENCES,
  INDUSTRIES,
  INTEGRATION_COMPLEXITIES,
  ORGANIZATION_SIZES,
  TIMEFRAMES,
} from "../content/options.ts";
import { ANALYZER_COPY } from "../content/page.ts";
import { ENTERPRISE_LIMITS } from "../lib/enterprise-rules.ts";
import type { AnalyzerFields } from "./use-enterprise-analyzer.ts";

/** The analyzer's second step: work email, size and industry, challenges, the optional details, Analyze. */
export function AnalyzerDetails({
  id,
  fields,
  errors,
  emailError,
  set,
  onEmailChange,
  submitDisabled,
}: {
  id: string;
  fields: AnalyzerFields;
  errors: Record<string, string>;
  emailError: string | undefined;
  set: (name: keyof AnalyzerFields) => (value: string) => void;
  onEmailChange: (value: string) => void;
  submitDisabled: boolean;
}) {
  return (
    <div className="grid gap-5">
      <h3 className="text-lg font-semibold">{ANALYZER_COPY.stepDetails}</h3>
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          id={`${id}-email`}
          label="Work email"
          type="email"
          autoComplete="email"
          aria-required
          value={fields.email}
          hint={ANALYZER_COPY.emailHint}
          onChange={(e) => onEmailChange(e.target.value)}
          error={emailError}
        />
        <SelectField
          id={`${id}-companySize`}
          label="Organization size"
          aria-required
          placeholder="Select size"
          options={ORGANIZATION_SIZES}
          value={fields.companySize}
          onChange={(e) => set("companySize")(e.target.value)}
          error={errors.companySize}
        />
        <SelectField
          id={`${id}-industry`}
          label="Industry"
          aria-required
          placeholder="Select industry"
          options={INDUSTRIES}
          value={fields.industry}
          onChange={(e) => set("industry")(e.target.value)}
          error={errors.industry}
        />
      </div>
      <TextAreaField
        id={`${id}-businessChallenges`}
        label="Business challenges (optional)"
        rows={3}
        maxLength={ENTERPRISE_LIMITS.challenges}
        placeholder={ANALYZER_COPY.challengesPlaceholder}
        value={fields.businessChallenges}
        onChange={(e) => set("businessChallenges")(e.target.value)}
        error={errors.businessChallenges}
      />
      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{ANALYZER_COPY.optionalDetails}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            id={`${id}-deploymentPreference`}
            label="Deployment preference"
            placeholder="No preference"
            options={DEPLOYMENT_PREFERENCES}
            value={fields.deploymentPreference}
            onChange={(e) => set("deploymentPreference")(e.target.value)}
            error={errors.deploymentPreference}
          />
          <SelectField
            id={`${id}-integrationComplexity`}
            label="Integration complexity"
            placeholder="Not sure"
            options={INTEGRATION_COMPLEXITIES}
            value={fields.integrationComplexity}
            onChange={(e) => set("integrationComplexity")(e.target.value)}
            error={errors.integrationComplexity}
          />
          <SelectField
            id={`${id}-budgetRange`}
            label="Budget range"
            placeholder="Not decided"
            options={BUDGET_RANGES}
            value={fields.budgetRange}
            onChange={(e) => set("budgetRange")(e.target.value)}
            error={errors.budgetRange}
          />
          <SelectField
            id={`${id}-timeframe`}
            label="Timeframe"
            placeholder="Not decided"
            options={TIMEFRAMES}
            value={fields.timeframe}
            onChange={(e) => set("timeframe")(e.target.value)}
            error={errors.timeframe}
          />
        </div>
      </fieldset>
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={submitDisabled}
          className="w-full sm:w-auto"
          {...tracked("enterprise-analyze")}
        >
          <Sparkles aria-hidden="true" className="h-5 w-5" />
          {ANALYZER_COPY.submitLabel}
        </Button>
      </div>
    </div>
  );
}
