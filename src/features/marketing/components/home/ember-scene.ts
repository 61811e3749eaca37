// The hero's decorative three.js scene: a faceted low-poly ember with sparks rising around it.
// Only ever loaded with import() from hero-scene.island.ts, so three.js stays out of the first-load JS.
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  EdgesGeometry,
  Group,
  IcosahedronGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  NormalBlending,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";

export type SceneTheme = "dark" | "light";

export type EmberScene = {
  /** Starts or stops the animation loop (off-screen, hidden tab, reduced motion). */
  setRunning(running: boolean): void;
  setTheme(theme: SceneTheme): void;
  /** CSS pixel size of the canvas box. */
  resize(width: number, height: number): void;
  /** Draws one frame (the still image under reduced motion, or after a resize while paused). */
  renderFrame(): void;
  dispose(): void;
};

const PALETTE = {
  dark: {
    faces: ["#7c2d12", "#ea580c", "#fdba74"],
    edges: "#fed7aa",
    sparks: ["#fde68a", "#fb923c", "#f97316"],
  },
  light: {
    faces: ["#7c2d12", "#c2410c", "#fb923c"],
    edges: "#9a3412",
    sparks: ["#ea580c", "#c2410c", "#f59e0b"],
  },
} as const;

const SPARK_TOP = 3.2;
const SPARK_BOTTOM = -3.2;

/** A soft round sprite, drawn once, so the sparks glow instead of rendering as squares. */
function sparkTexture(): CanvasTexture {
  const size = 64;
  const c = document.createElement("canvas");
  c.width = size;
  c.height = size;
  const ctx = c.getContext("2d");
  if (ctx) {
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    g.addColorStop(0, "rgba(255,255,255,1)");
    g.addColorStop(0.35, "rgba(255,255,255,0.7)");
    g.addColorStop(1, "rgba(255,255,255,0)");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
  }
  return new CanvasTexture(c);
}

/** Deterministic pseudo-random numbers: the still frame looks the same on every visit. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Flat-shaded look without lights: each triangle gets a colour from its angle to a fixed light. */
function paintFacets(geometry: BufferGeometry, theme: SceneTheme) {
  const position = geometry.getAttribute("position");
  const colors = new Float32Array(position.count * 3);
  const [dark, mid, bright] = PALETTE[theme].faces.map((c) => new Color(c));
  const light = new Vector3(0.4, 0.8, 0.6).normalize();
  const a = new Vector3();
  const b = new Vector3();
  const c = new Vector3();
  const color = new Color();
  for (let i = 0; i < position.count; i += 3) {
    a.fromBufferAttribute(position, i);
    b.fromBufferAttribute(position, i + 1);
    c.fromBufferAttribute(position, i + 2);
    const normal = b.clone().sub(a).cross(c.clone().sub(a)).normalize();
    const t = (normal.dot(light) + 1) / 2;
    if (t < 0.5) color.copy(dark!).lerp(mid!, t * 2);
    else color.copy(mid!).lerp(bright!, (t - 0.5) * 2);
    for (let k = 0; k < 3; k++) color.toArray(colors, (i + k) * 3);
  }
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
}

function paintSparks(geometry: BufferGeometry, theme: SceneTheme, count: number) {
  const colors = new Float32Array(count * 3);
  const palette = PALETTE[theme].sparks.map((c) => new Color(c));
  const rnd = random(7);
  for (let i = 0; i < count; i++) palette[Math.floor(rnd() * palette.length)]!.toArray(colors, i * 3);
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
}

export function createEmberScene(opts: {
  canvas: HTMLCanvasElement;
  context: WebGL2RenderingContext;
  theme: SceneTheme;
  width: number;
  height: number;
}): EmberScene {
  const renderer = new WebGLRenderer({ canvas: opts.canvas, context: opts.context, alpha: true });
  renderer.setClearColor(0x000000, 0);
  // Decorative: a lower pixel ratio keeps the GPU (and battery) cool with no visible loss.
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 1.5));

  const scene = new Scene();
  const camera = new PerspectiveCamera(45, 1, 0.1, 100);
  camera.position.set(0, 0, 8);

  const ember = new Group();
  scene.add(ember);

  const coreGeometry = new IcosahedronGeometry(1.35, 1);
  const coreMaterial = new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.92 });
  const core = new Mesh(coreGeometry, coreMaterial);
  ember.add(core);

  const edgesGeometry = new EdgesGeometry(coreGeometry);
  const edgesMaterial = new LineBasicMaterial({ transparent: true, opacity: 0.55 });
  const edges = new LineSegments(edgesGeometry, edgesMaterial);
  edges.scale.setScalar(1.002);
  ember.add(edges);

  const shellGeometry = new EdgesGeometry(new IcosahedronGeometry(2.3, 0));
  const shellMaterial = new LineBasicMaterial({ transparent: true, opacity: 0.18 });
  const shell = new LineSegments(shellGeometry, shellMaterial);
  ember.add(shell);

  // Sparks: positions in a loose column around the ember; each rises at its own speed.
  const mobile = opts.width < 768;
  const count = mobile ? 500 : 1100;
  const rnd = random(42);
  const positions = new Float32Array(count * 3);
  const speeds = new Float32Array(count);
  const phases = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const angle = rnd() * Math.PI * 2;
    const radius = 0.6 + rnd() * 3.4;
    positions[i * 3] = Math.cos(angle) * radius;
    positions[i * 3 + 1] = SPARK_BOTTOM + rnd() * (SPARK_TOP - SPARK_BOTTOM);
    positions[i * 3 + 2] = Math.sin(angle) * radius;
    speeds[i] = 0.15 + rnd() * 0.45;
    phases[i] = rnd() * Math.PI * 2;
  }
  const sparkGeometry = new BufferGeometry();
  const positionAttribute = new BufferAttribute(positions, 3);
  sparkGeometry.setAttribute("position", positionAttribute);
  const texture = sparkTexture();
  const sparkMaterial = new PointsMaterial({
    size: 0.09,
    map: texture,
    vertexColors: true,
    transparent: true,
    depthWrite: false,
  });
  const sparks = new Points(sparkGeometry, sparkMaterial);
  ember.add(sparks);

  let theme = opts.theme;
  const applyTheme = () => {
    // IcosahedronGeometry is non-indexed: three vertices per face, so faces colour independently.
    paintFacets(coreGeometry, theme);
    paintSparks(sparkGeometry, theme, count);
    edgesMaterial.color.set(PALETTE[theme].edges);
    shellMaterial.color.set(PALETTE[theme].edges);
    // Additive glow reads as light on the dark page; on white it would vanish, so blend normally.
    sparkMaterial.blending = theme === "dark" ? AdditiveBlending : NormalBlending;
    sparkMaterial.opacity = theme === "dark" ? 0.9 : 0.75;
    sparkMaterial.needsUpdate = true;
  };
  applyTheme();

  let wide = true;
  const place = () => {
    // Beside the headline on wide screens; on narrow ones smaller, in the top corner behind it.
    ember.position.set(wide ? 2.6 : 1.3, wide ? 0 : 2, 0);
    ember.scale.setScalar(wide ? 1 : 0.7);
  };

  let elapsed = 0;
  let pointerX = 0;
  let pointerY = 0;
  const step = (dt: number) => {
    elapsed += dt;
    core.rotation.y += dt * 0.25;
    core.rotation.x += dt * 0.08;
    edges.rotation.copy(core.rotation);
    shell.rotation.y -= dt * 0.06;
    shell.rotation.z += dt * 0.03;
    // Lean gently towards the pointer.
    ember.rotation.x += (pointerY * 0.25 - ember.rotation.x) * Math.min(1, dt * 2);
    ember.rotation.y += (pointerX * 0.35 - ember.rotation.y) * Math.min(1, dt * 2);
    for (let i = 0; i < count; i++) {
      const y = positions[i * 3 + 1]! + speeds[i]! * dt;
      positions[i * 3 + 1] = y > SPARK_TOP ? SPARK_BOTTOM : y;
      positions[i * 3] = positions[i * 3]! + Math.sin(elapsed * 0.8 + phases[i]!) * dt * 0.08;
    }
    positionAttribute.needsUpdate = true;
  };

  const renderFrame = () => renderer.render(scene, camera);

  let frame = 0;
  let last = 0;
  const loop = (now: number) => {
    const dt = last ? Math.min((now - last) / 1000, 0.05) : 0;
    last = now;
    step(dt);
    renderFrame();
    frame = requestAnimationFrame(loop);
  };
  const onPointer = (e: PointerEvent) => {
    pointerX = (e.clientX / window.innerWidth) * 2 - 1;
    pointerY = (e.clientY / window.innerHeight) * 2 - 1;
  };

  let running = false;
  const api: EmberScene = {
    setRunning(next) {
      if (next === running) return;
      running = next;
      if (running) {
        last = 0;
        window.addEventListener("pointermove", onPointer, { passive: true });
        frame = requestAnimationFrame(loop);
      } else {
        cancelAnimationFrame(frame);
        window.removeEventListener("pointermove", onPointer);
      }
    },
    setTheme(next) {
      if (next === theme) return;
      theme = next;
      applyTheme();
      if (!running) renderFrame();
    },
    resize(width, height) {
      if (width < 1 || height < 1) return;
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      wide = width / height > 1.1;
      place();
      if (!running) renderFrame();
    },
    renderFrame,
    dispose() {
      api.setRunning(false);
      for (const g of [coreGeometry, edgesGeometry, shellGeometry, sparkGeometry]) g.dispose();
      for (const m of [coreMaterial, edgesMaterial, shellMaterial, sparkMaterial]) m.dispose();
      texture.dispose();
      renderer.dispose();
      // Hand the context back now rather than at garbage collection: browsers allow only a few.
      renderer.forceContextLoss();
    },
  };
  core.rotation.set(0.5, 0.6, 0);
  edges.rotation.copy(core.rotation);
  api.resize(opts.width, opts.height);
  return api;
}
