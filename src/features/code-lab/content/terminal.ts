/**
 * The playground terminal's commands and texts: commands that work, commands shown as "Coming soon: …",
 * and "Unknown command" for anything else.
 */

export type TerminalCommandInfo = { name: string; description: string; usage?: string };

/** Commands that work. */
export const TERMINAL_COMMANDS: TerminalCommandInfo[] = [
  { name: "help", description: "List the available commands" },
  { name: "about", description: "Who we are" },
  { name: "services", description: "What we build" },
  { name: "contact", description: "How to reach us" },
  { name: "date", description: "Today's date and time" },
  { name: "theme", description: "Switch the site theme", usage: "theme [dark|light]" },
  { name: "stack", description: "Our technology stack" },
  { name: "echo", description: "Print some text", usage: "echo <text>" },
  { name: "history", description: "Commands typed in this session" },
  { name: "whoami", description: "Who you are in this terminal" },
  { name: "clear", description: "Clear the screen" },
];

/** Commands listed in the palette that are not built yet: they answer "Coming soon: <command>". */
export const COMING_SOON_COMMANDS: TerminalCommandInfo[] = [
  { name: "deploy", description: "Deploy a demo project" },
  { name: "chat", description: "Chat with an AI assistant" },
];

export const TERMINAL_TEXT = {
  welcome: ["Ember Forge terminal. Type help and press Enter, or type / for the command palette."],
  about: [
    "We are a software studio that builds with AI-augmented development:",
    "MVPs for startups, modernization for enterprises and compliant services for government.",
  ],
  services: [
    "- MVP development (4 weeks, fixed price)",
    "- Enterprise system modernization and AI augmentation",
    "- Compliance-focused digital services for government",
    "- Design systems and component libraries",
  ],
  whoami: "guest (a visitor to the playground)",
  unknownHint: 'Type "help" to see the available commands.',
  themeUsage: "Usage: theme [dark|light]",
  echoUsage: "Usage: echo <text>",
  emptyHistory: "No commands yet.",
} as const;
