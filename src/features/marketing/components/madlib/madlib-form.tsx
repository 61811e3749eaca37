// Scaffold: replaced by the madlib contact form.
export function MadlibForm() {
  return null;
}
