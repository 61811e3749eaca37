// React (and other libraries) choose their development or production build from NODE_ENV at the
// moment they are first loaded, and a static import of react-router pulls React in before any line
// of the importing module runs. So the server entries import this module first, before anything
// that reaches React: `--dev` (npm run dev) runs development; every other start is production,
// whatever a stray shell variable says, because React's development build renders several times
// slower and checks every element. Vitest's own NODE_ENV=test is left alone for the test suites.
if (process.argv.includes("--dev")) process.env.NODE_ENV = "development";
else if (process.env.NODE_ENV !== "test") process.env.NODE_ENV = "production";
