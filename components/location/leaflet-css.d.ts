/** Leaflet's stylesheet, imported (by the bundler) when the address map shows. */
declare module 'leaflet/dist/leaflet.css';
