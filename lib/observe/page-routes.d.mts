/** Types of page-routes.mjs (plain JavaScript, which the start script loads before Next). */
export function pageRoutes(where: { distDir: string; publicDir: string }): (pathname: string) => string;
