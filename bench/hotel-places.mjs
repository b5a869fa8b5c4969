// The places (world cities and airports) and the sandbox hotel world: how long the first load
// takes and how much heap it keeps, then how fast the look-ups and a big city's search answer.
// Run in a child process of its own (fresh heap, --expose-gc) so the figures are the module's.
import { spawn } from 'node:child_process';

const PROBE = `
const gc = globalThis.gc;
const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
const ms = (started) => performance.now() - started;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const base = heap();
let started = performance.now();
await import('./apps/server/src/suppliers/flights/reference/airports.ts');
const airportsMs = ms(started);
const afterAirports = heap();
started = performance.now();
const { loadPlaces } = await import('./apps/server/src/suppliers/places/places.ts');
const places = await loadPlaces();
const placesMs = ms(started);
const afterPlaces = heap();
const words = ['lis', 'san', 'new y', 'paris', 'sao p', 'tok', 'ber', 'mad', 'lon', 'zur'];
const suggest = [];
for (let round = 0; round < 50; round += 1) for (const word of words) { const t = performance.now(); places.search(word); suggest.push(ms(t)); }
const nearby = [];
for (let round = 0; round < 500; round += 1) { const t = performance.now(); places.nearby({ latitude: 38.72, longitude: -9.14 }, 50); nearby.push(ms(t)); }
const { MemoryHotelStore } = await import('./apps/server/src/suppliers/hotels/sandbox/memory-store.ts');
const { SandboxHotelSupplier } = await import('./apps/server/src/suppliers/hotels/sandbox/sandbox-hotel-supplier.ts');
const { loadHotelWorld } = await import('./apps/server/src/suppliers/hotels/sandbox/hotel-world.ts');
const supplier = new SandboxHotelSupplier({ vendor: 'atlas', world: loadHotelWorld, store: new MemoryHotelStore(), secret: 'bench-secret-0123456789', latencyMs: 0 });
const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
const request = { destination: { placeId: 'c-jp-tokyo-tokyo' }, checkIn: day(30), checkOut: day(33), rooms: [{ adults: 2, childAges: [] }], nationality: 'GB' };
started = performance.now();
const first = await supplier.search(request);
const firstSearchMs = ms(started);
const searches = [];
for (let round = 0; round < 5; round += 1) { const t = performance.now(); await supplier.search(request); searches.push(ms(t)); }
const afterWorld = heap();
console.log(JSON.stringify({
  airportsMs, airportsMb: (afterAirports - base) / 1e6, placesMs, placesMb: (afterPlaces - afterAirports) / 1e6, places: places.size,
  suggestP50: percentile(suggest, 0.5), suggestP95: percentile(suggest, 0.95), nearbyP50: percentile(nearby, 0.5),
  tokyoHotels: first.hotels.length, firstSearchMs, searchP50: percentile(searches, 0.5), worldMb: (afterWorld - afterPlaces) / 1e6,
}));
`;

export function measureHotelPlaces() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: new URL('..', import.meta.url),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`places probe exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}'));
    });
  });
}
