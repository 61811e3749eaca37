import { Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { badRequest, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  activityFeedQuerySchema,
  companyCreateSchema,
  companyListQuerySchema,
  companyUpdateSchema,
  contactCreateSchema,
  contactListQuerySchema,
  contactTagSchema,
  contactUpdateSchema,
  convertLeadSchema,
  dealCreateSchema,
  dealListQuerySchema,
  dealUpdateSchema,
  EXPORT_KINDS,
  type ExportKind,
  enrichSchema,
  leadActivitySchema,
  leadListQuerySchema,
  leadStatusSchema,
  CRM_MESSAGES as M,
  noteSchema,
  pageQuerySchema,
  pipelineColumnQuerySchema,
  scoringRuleSchema,
  scoringRuleUpdateSchema,
  searchQuerySchema,
  stageMoveSchema,
  taskSchema,
  taskUpdateSchema,
  teamInviteSchema,
  techScanSchema,
  websiteLookupSchema,
} from "./crm.contract.ts";
import { activityFeed } from "./server/activity-feed.service.ts";
import { createCompany, getCompanyDetail, listCompanies, updateCompany } from "./server/companies.service.ts";
import {
  addContactTag,
  createContact,
  getContactDetail,
  listContacts,
  updateContact,
} from "./server/contacts.service.ts";
import { convertLead } from "./server/convert.service.ts";
import { requireUuid } from "./server/crm-common.ts";
import {
  addNote,
  addTask,
  addTeamMember,
  deleteDocument,
  getDealDetail,
  listStaff,
  readDocument,
  removeTeamMember,
  updateTask,
  uploadDocument,
} from "./server/deal-detail.service.ts";
import { readIntelligence, refreshDealAnalytics } from "./server/deal-intelligence.ts";
import {
  createDeal,
  deleteDeal,
  getDealAnalytics,
  getPipeline,
  getPipelineColumn,
  listDeals,
  moveDealStage,
  updateDeal,
} from "./server/deals.service.ts";
import { enrichCompany, quickFillFromWebsite, scanTechnologies } from "./server/enrich.service.ts";
import type { CompanyField } from "./server/enrichment/company-update.ts";
import { exportCsv } from "./server/export.service.ts";
import {
  getLeadDetail,
  leadAnalytics,
  listAllLeadActivities,
  listLeads,
  logLeadActivity,
  setLeadStatus,
} from "./server/leads-inbox.service.ts";
import { createSampleDeals, removeSampleData } from "./server/sample-deals.ts";
import { createScoringRule, listScoringRules, updateScoringRule } from "./server/scoring-rules.service.ts";
import { searchRecords } from "./server/search.service.ts";

// Who may call each route is its descriptor in crmEndpoints (the contract), enforced in front of
// every route by enforceEndpointPermissions; handlers pass the signed-in actor on to the services,
// which check the role again.

const param = (v: string | undefined) => v ?? "";

/** /api/crm */
export const crmApi = new Hono<HonoEnv>()
  // Leads.
  .get("/leads", async (c) => {
    const query = parseOrThrow(leadListQuerySchema, c.req.query());
    return c.json(await listLeads(c.get("services").db, await signedInActor(c), query));
  })
  .get("/leads/:id", async (c) => {
    return c.json(
      await getLeadDetail(c.get("services").db, await signedInActor(c), param(c.req.param("id"))),
    );
  })
  .patch("/leads/:id", async (c) => {
    const actor = await signedInActor(c);
    const { status } = parseOrThrow(leadStatusSchema, await readJson(c));
    const lead = await setLeadStatus(c.get("services").db, actor, param(c.req.param("id")), status);
    return c.json({ lead, message: M.leadStatusUpdated });
  })
  .post("/leads/:id/activities", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(leadActivitySchema, await readJson(c));
    const activity = await logLeadActivity(c.get("services").db, actor, param(c.req.param("id")), input);
    return c.json({ activity, message: M.activityLogged }, 201);
  })
  .post("/leads/:id/convert", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(convertLeadSchema, await readJson(c));
    return c.json(await convertLead(c.get("services").db, actor, param(c.req.param("id")), input), 201);
  })
  .get("/lead-activities", async (c) => {
    const query = parseOrThrow(pageQuerySchema, c.req.query());
    return c.json(await listAllLeadActivities(c.get("services").db, await signedInActor(c), query));
  })
  .get("/lead-analytics", async (c) => {
    return c.json(await leadAnalytics(c.get("services").db, await signedInActor(c)));
  })
  .get("/scoring-rules", async (c) => {
    return c.json({ rules: await listScoringRules(c.get("services").db, await signedInActor(c)) });
  })
  .post("/scoring-rules", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(scoringRuleSchema, await readJson(c));
    return c.json(await createScoringRule(c.get("services").db, actor, input), 201);
  })
  .patch("/scoring-rules/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(scoringRuleUpdateSchema, await readJson(c));
    return c.json(await updateScoringRule(c.get("services").db, actor, param(c.req.param("id")), input));
  })
  // Deals.
  .get("/pipeline", async (c) => {
    return c.json(await getPipeline(c.get("services").db, await signedInActor(c)));
  })
  .get("/pipeline/column", async (c) => {
    const { stage, offset } = parseOrThrow(pipelineColumnQuerySchema, c.req.query());
    return c.json(await getPipelineColumn(c.get("services").db, await signedInActor(c), stage, offset));
  })
  .get("/deals", async (c) => {
    const query = parseOrThrow(dealListQuerySchema, c.req.query());
    return c.json(await listDeals(c.get("services").db, await signedInActor(c), query));
  })
  .post("/deals", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(dealCreateSchema, await readJson(c));
    const deal = await createDeal(c.get("services").db, actor, input);
    return c.json({ deal, message: M.dealCreated }, 201);
  })
  .get("/deal-analytics", async (c) => {
    return c.json(await getDealAnalytics(c.get("services").db, await signedInActor(c)));
  })
  .post("/deal-samples", async (c) => {
    return c.json(await createSampleDeals(c.get("services").db, await signedInActor(c)), 201);
  })
  .delete("/deal-samples", async (c) => {
    const services = c.get("services");
    const { fileIds, ...result } = await removeSampleData(services.db, await signedInActor(c));
    for (const id of fileIds) await services.files.deleteFile(id);
    return c.json(result);
  })
  .get("/deals/:id", async (c) => {
    const services = c.get("services");
    return c.json(
      await getDealDetail(services.db, await signedInActor(c), param(c.req.param("id")), {
        llmEnabled: services.ai.llmEnabled,
      }),
    );
  })
  .patch("/deals/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(dealUpdateSchema, await readJson(c));
    const deal = await updateDeal(c.get("services").db, actor, param(c.req.param("id")), input);
    return c.json({ deal, message: M.dealUpdated });
  })
  .delete("/deals/:id", async (c) => {
    const services = c.get("services");
    const { fileIds, message } = await deleteDeal(
      services.db,
      await signedInActor(c),
      param(c.req.param("id")),
    );
    for (const id of fileIds) await services.files.deleteFile(id);
    return c.json({ message });
  })
  .post("/deals/:id/stage", async (c) => {
    const actor = await signedInActor(c);
    const move = parseOrThrow(stageMoveSchema, await readJson(c));
    return c.json(await moveDealStage(c.get("services").db, actor, param(c.req.param("id")), move));
  })
  .post("/deals/:id/intelligence", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const id = requireUuid(c.req.param("id"), M.invalidDealId);
    // Reading the deal first gives its 404 and the role check before any model call.
    await getDealDetail(services.db, actor, id, { llmEnabled: services.ai.llmEnabled });
    await refreshDealAnalytics(services.db, id, { ai: services.ai });
    return c.json({ intelligence: await readIntelligence(services.db, id) });
  })
  .post("/deals/:id/notes", async (c) => {
    const actor = await signedInActor(c);
    const { content } = parseOrThrow(noteSchema, await readJson(c));
    return c.json(await addNote(c.get("services").db, actor, param(c.req.param("id")), content), 201);
  })
  .post("/deals/:id/tasks", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(taskSchema, await readJson(c));
    return c.json(await addTask(c.get("services").db, actor, param(c.req.param("id")), input), 201);
  })
  .patch("/deals/:id/tasks/:taskId", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(taskUpdateSchema, await readJson(c));
    return c.json(
      await updateTask(
        c.get("services").db,
        actor,
        param(c.req.param("id")),
        param(c.req.param("taskId")),
        input,
      ),
    );
  })
  .post("/deals/:id/documents", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const form = await c.req.formData().catch(() => {
      throw badRequest(M.fileUploadFailed);
    });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      throw badRequest("Please choose a file to upload", { file: "Please choose a file to upload" });
    const doc = await uploadDocument(services, actor, param(c.req.param("id")), {
      filename: file.name || "file",
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json(doc, 201);
  })
  .get("/deals/:id/documents/:docId", async (c) => {
    const services = c.get("services");
    const doc = await readDocument(
      services,
      await signedInActor(c),
      param(c.req.param("id")),
      param(c.req.param("docId")),
    );
    return sendDownload(c, doc.bytes, {
      contentType: doc.contentType,
      disposition: attachmentDisposition(doc.filename),
      cacheControl: "private, no-store",
      headers: { "Content-Security-Policy": "sandbox; default-src 'none'" },
    });
  })
  .delete("/deals/:id/documents/:docId", async (c) => {
    const services = c.get("services");
    return c.json(
      await deleteDocument(
        services,
        await signedInActor(c),
        param(c.req.param("id")),
        param(c.req.param("docId")),
      ),
    );
  })
  .post("/deals/:id/team", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const { email } = parseOrThrow(teamInviteSchema, await readJson(c));
    const result = await addTeamMember(
      { db: services.db, mail: await services.mailContext() },
      actor,
      param(c.req.param("id")),
      email,
    );
    services.kickMail();
    return c.json(result, 201);
  })
  .delete("/deals/:id/team/:userId", async (c) => {
    return c.json(
      await removeTeamMember(
        c.get("services").db,
        await signedInActor(c),
        param(c.req.param("id")),
        param(c.req.param("userId")),
      ),
    );
  })
  // Companies.
  .get("/companies", async (c) => {
    const query = parseOrThrow(companyListQuerySchema, c.req.query());
    return c.json(await listCompanies(c.get("services").db, await signedInActor(c), query));
  })
  .post("/companies", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(companyCreateSchema, await readJson(c));
    const company = await createCompany(c.get("services").db, actor, input);
    return c.json({ company, message: M.companyCreated }, 201);
  })
  .get("/companies/:id", async (c) => {
    return c.json(
      await getCompanyDetail(c.get("services").db, await signedInActor(c), param(c.req.param("id"))),
    );
  })
  .patch("/companies/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(companyUpdateSchema, await readJson(c));
    const company = await updateCompany(c.get("services").db, actor, param(c.req.param("id")), input);
    return c.json({ company, message: M.companyUpdated });
  })
  .post("/website-lookup", async (c) => {
    const actor = await signedInActor(c);
    const { url, current } = parseOrThrow(websiteLookupSchema, await readJson(c));
    const clean = Object.fromEntries(
      Object.entries(current).filter(([, v]) => v !== null && v !== undefined),
    );
    return c.json(await quickFillFromWebsite(actor, url, clean));
  })
  .post("/companies/:id/enrich", async (c) => {
    const actor = await signedInActor(c);
    const { accept } = parseOrThrow(enrichSchema, await readJson(c));
    return c.json(
      await enrichCompany(c.get("services").db, actor, param(c.req.param("id")), accept as CompanyField[]),
    );
  })
  .post("/companies/:id/tech-scan", async (c) => {
    const actor = await signedInActor(c);
    const { url } = parseOrThrow(techScanSchema, await readJson(c));
    return c.json(
      await scanTechnologies(c.get("services").db, actor, { companyId: param(c.req.param("id")), url }),
    );
  })
  .post("/tech-scan", async (c) => {
    const actor = await signedInActor(c);
    const { url } = parseOrThrow(techScanSchema, await readJson(c));
    return c.json(await scanTechnologies(c.get("services").db, actor, { url }));
  })
  // Contacts.
  .get("/contacts", async (c) => {
    const query = parseOrThrow(contactListQuerySchema, c.req.query());
    return c.json(await listContacts(c.get("services").db, await signedInActor(c), query));
  })
  .post("/contacts", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(contactCreateSchema, await readJson(c));
    const contact = await createContact(c.get("services").db, actor, input);
    return c.json({ contact, message: M.contactCreated }, 201);
  })
  .get("/contacts/:id", async (c) => {
    return c.json(
      await getContactDetail(c.get("services").db, await signedInActor(c), param(c.req.param("id"))),
    );
  })
  .patch("/contacts/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(contactUpdateSchema, await readJson(c));
    const contact = await updateContact(c.get("services").db, actor, param(c.req.param("id")), input);
    return c.json({ contact, message: M.contactUpdated });
  })
  .post("/contacts/:id/tags", async (c) => {
    const actor = await signedInActor(c);
    const { tag } = parseOrThrow(contactTagSchema, await readJson(c));
    return c.json(
      { contact: await addContactTag(c.get("services").db, actor, param(c.req.param("id")), tag) },
      201,
    );
  })
  // Feeds, search, export, staff.
  .get("/activity", async (c) => {
    const { entityType, entityId } = parseOrThrow(activityFeedQuerySchema, c.req.query());
    return c.json({
      items: await activityFeed(c.get("services").db, await signedInActor(c), entityType, entityId),
    });
  })
  .get("/search", async (c) => {
    const { q } = parseOrThrow(searchQuerySchema, c.req.query());
    return c.json({ results: await searchRecords(c.get("services").db, await signedInActor(c), q) });
  })
  .get("/export/:kind", async (c) => {
    const kind = param(c.req.param("kind")).replace(/\.csv$/, "");
    if (!(EXPORT_KINDS as readonly string[]).includes(kind))
      throw badRequest("Export contacts, companies or deals");
    const { filename, csv } = await exportCsv(
      c.get("services").db,
      await signedInActor(c),
      kind as ExportKind,
    );
    return sendDownload(c, new TextEncoder().encode(csv), {
      contentType: "text/csv; charset=utf-8",
      disposition: attachmentDisposition(filename),
      cacheControl: "private, no-store",
    });
  })
  .get("/staff", async (c) => {
    return c.json({ staff: await listStaff(c.get("services").db, await signedInActor(c)) });
  });
