import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cn } from "./cn.ts";

// The button's look and the plain <button>, without React Router, so an island of a page that
// hydrates no router (decision 051) can use them; button.tsx adds the router's ButtonLink.

const variants = {
  primary: "bg-primary text-primary-fg hover:bg-primary-hover",
  outline: "border border-border bg-transparent hover:bg-muted",
  ghost: "bg-transparent hover:bg-muted",
  danger: "bg-danger text-danger-fg hover:opacity-90",
} as const;
const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonStyle = { variant?: ButtonVariant; size?: keyof typeof sizes };

export const buttonClass = ({ variant = "primary", size = "md" }: ButtonStyle = {}, className?: string) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle>(
  ({ variant, size, className, type = "button", ...props }, ref) => (
    <button ref={ref} type={type} className={buttonClass({ variant, size }, className)} {...props} />
  ),
);
Button.displayName = "Button";
