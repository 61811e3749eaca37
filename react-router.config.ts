import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  ssr: true,
  // Parallel work (several checkouts' builds at once) can build elsewhere; `npm start` uses build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
