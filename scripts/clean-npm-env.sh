# Sourced by bash scripts that run npm for something other than this project (e2e-setup.sh):
# leaves the environment as a login shell has it, not as `npm run` hands it to its scripts.
#
# Under `npm run`, npm exports its configuration as npm_config_* variables and puts every
# node_modules/.bin up the tree (with this project's Node 22) first on PATH. Another npm started
# from the script reads those variables as its own settings: npm_config_user_agent still names
# the Node that ran the outer npm, and code-server's install script takes the Node version from
# it and refuses anything but 24. So `npm start` on a fresh machine failed where the same setup
# run by hand worked. What says how to reach the registry is kept; npm reads the rest again from
# its own configuration files.
for ghs_variable in $(compgen -e); do
    case $ghs_variable in
        npm_config_registry | npm_config_proxy | npm_config_https_proxy | npm_config_noproxy | \
            npm_config_cafile | npm_config_ca | npm_config_strict_ssl | npm_config_cache | \
            npm_config_userconfig | npm_config_globalconfig) ;;
        npm_* | NODE | INIT_CWD) unset "$ghs_variable" ;;
    esac
done
ghs_path=
IFS=: read -ra ghs_path_entries <<< "$PATH"
for ghs_entry in "${ghs_path_entries[@]}"; do
    case $ghs_entry in
        */node_modules/.bin | */@npmcli/run-script/lib/node-gyp-bin | '') ;;
        *) ghs_path=${ghs_path:+$ghs_path:}$ghs_entry ;;
    esac
done
export PATH=$ghs_path
unset ghs_variable ghs_path ghs_path_entries ghs_entry
