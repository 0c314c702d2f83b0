/**
 * The shell step that checks one repository out inside the job's sandbox. The text is fixed: every
 * value (address, ref, credentials) arrives as an environment variable, so nothing a user typed is
 * ever parsed as shell, and no credential is on a command line. Credentials live only in this
 * step's environment and in a private temporary folder (0700, inside the sandbox's own /tmp) that
 * the step removes when it ends.
 *
 * SSH host keys: a checkout trusts the key a host presents on first contact (`accept-new`) and
 * keeps it only for this step; the key authenticates the job to the host, not the host to the job.
 */
export const CHECKOUT_SCRIPT = String.raw`set -e
export GIT_TERMINAL_PROMPT=0
secret_dir=$(mktemp -d)
trap 'rm -rf "$secret_dir"' EXIT
if [ -n "$SLIPWAY_GIT_PASSWORD" ]; then
  cat > "$secret_dir/askpass" <<'ASKPASS'
#!/bin/sh
case "$1" in
  Username*) printf '%s\n' "$SLIPWAY_GIT_USERNAME" ;;
  *) printf '%s\n' "$SLIPWAY_GIT_PASSWORD" ;;
esac
ASKPASS
  chmod 700 "$secret_dir/askpass"
  export GIT_ASKPASS="$secret_dir/askpass"
fi
if [ -n "$SLIPWAY_GIT_SSH_KEY" ]; then
  (umask 077 && printf '%s\n' "$SLIPWAY_GIT_SSH_KEY" > "$secret_dir/id")
  unset SLIPWAY_GIT_SSH_KEY
  export GIT_SSH_COMMAND="ssh -i $secret_dir/id -o IdentitiesOnly=yes -o BatchMode=yes -o ConnectTimeout=20 -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=$secret_dir/known_hosts"
fi

remote="$SLIPWAY_REMOTE"
echo "checkout: $SLIPWAY_GIT_URL ($SLIPWAY_REF_TEXT) into $SLIPWAY_CHECKOUT_DIR"
mkdir -p "$SLIPWAY_CHECKOUT_DIR"
cd "$SLIPWAY_CHECKOUT_DIR"
git init -q
# a workspace restored from the build's cache already has the repository and its remote
git remote remove "$remote" 2>/dev/null || true
git remote add "$remote" "$SLIPWAY_GIT_URL"
fetch() { git fetch -q --no-tags "$remote" "$@"; }

pr_ref() {
  if [ "$SLIPWAY_SOURCE" = gerrit ]; then
    # a Gerrit change's newest patch set: refs/changes/<last two digits>/<change>/<patch set>
    git ls-remote "$remote" "refs/changes/*/$SLIPWAY_PR/*" | awk '{print $2}' \
      | sort -t/ -k5 -n | tail -n 1
  elif [ "$SLIPWAY_SOURCE" = gitlab ]; then
    echo "refs/merge-requests/$SLIPWAY_PR/head"
  else
    echo "refs/pull/$SLIPWAY_PR/head"
  fi
}

if [ -n "$SLIPWAY_TAG" ]; then
  fetch "+refs/tags/$SLIPWAY_TAG:refs/tags/$SLIPWAY_TAG"
  git -c advice.detachedHead=false checkout -q "refs/tags/$SLIPWAY_TAG"
elif [ -n "$SLIPWAY_COMMIT" ]; then
  fetch "+refs/heads/*:refs/remotes/$remote/*" "+refs/tags/*:refs/tags/*"
  if [ -n "$SLIPWAY_BRANCH" ]; then
    git checkout -q -B "$SLIPWAY_BRANCH" "$SLIPWAY_COMMIT"
  else
    git -c advice.detachedHead=false checkout -q "$SLIPWAY_COMMIT"
  fi
elif [ -n "$SLIPWAY_PR" ]; then
  ref=$(pr_ref)
  [ -n "$ref" ] || { echo "checkout: no change $SLIPWAY_PR on the remote" >&2; exit 1; }
  fetch "+$ref:refs/remotes/$remote/pr/$SLIPWAY_PR"
  if [ -n "$SLIPWAY_BRANCH" ]; then
    # the pull request as it would be merged into its target branch
    fetch "+refs/heads/$SLIPWAY_BRANCH:refs/remotes/$remote/$SLIPWAY_BRANCH"
    git checkout -q -B "$SLIPWAY_BRANCH" "refs/remotes/$remote/$SLIPWAY_BRANCH"
    git -c user.name=slipway -c user.email=slipway@localhost merge -q --no-edit "refs/remotes/$remote/pr/$SLIPWAY_PR"
  else
    git -c advice.detachedHead=false checkout -q "refs/remotes/$remote/pr/$SLIPWAY_PR"
  fi
else
  fetch "+refs/heads/$SLIPWAY_BRANCH:refs/remotes/$remote/$SLIPWAY_BRANCH"
  git checkout -q -B "$SLIPWAY_BRANCH" "refs/remotes/$remote/$SLIPWAY_BRANCH"
fi
if [ "$SLIPWAY_SUBMODULES" = true ]; then
  git submodule -q update --init --recursive
fi
commit=$(git rev-parse HEAD)
echo "checkout: $SLIPWAY_CHECKOUT_DIR at $commit"
printf '%s' "$commit" > "$SLIPWAY_OUTPUTS/$SLIPWAY_COMMIT_OUTPUT"
`;
