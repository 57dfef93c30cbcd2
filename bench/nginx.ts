/**
 * nginx serving the client build from a temporary configuration on a loopback port: the ceiling a
 * static file can be served at on this machine, measured beside our server in the same run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

export const NGINX_BINARY = "/usr/sbin/nginx";

/** The binary when nginx is installed, else null (CI does not install it). */
export function findNginx(): string | null {
  return existsSync(NGINX_BINARY) ? NGINX_BINARY : null;
}

/** nginx on 127.0.0.1:`port`, serving `root` with try_files as our server maps pages; files in `dir`. */
export function startNginx(binary: string, root: string, port: number, dir: string): ChildProcess {
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include /etc/nginx/mime.types;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  return spawn(binary, ["-c", config, "-p", dir], { stdio: "ignore" });
}
