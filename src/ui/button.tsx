import { Link, type LinkProps } from "react-router";
import { type ButtonStyle, buttonClass } from "./button-base.tsx";

export { Button, type ButtonStyle, type ButtonVariant, buttonClass } from "./button-base.tsx";

export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
