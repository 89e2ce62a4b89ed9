package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/tradeprep/tradeprep/internal/actors/actor"
)

// TestDeployK8sConfig reads what deploy/k8s gives the binary with the binary's own parser:
// every key of the ConfigMap's tradeprep.yaml is a setting and its value parses, and every
// flag and TRADEPREP_* variable the Deployment sets is one of the binary's (a misspelt
// variable would be ignored without a word). make k8s-check checks the manifests themselves.
func TestDeployK8sConfig(t *testing.T) {
	all := settings()

	raw, err := os.ReadFile("../../deploy/k8s/configmap.yaml")
	require.NoError(t, err)
	var cm struct {
		Data map[string]string `yaml:"data"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &cm))
	require.NotEmpty(t, cm.Data["tradeprep.yaml"], "configmap.yaml has no tradeprep.yaml")
	path := filepath.Join(t.TempDir(), "tradeprep.yaml")
	require.NoError(t, os.WriteFile(path, []byte(cm.Data["tradeprep.yaml"]), 0o600))
	values, err := readConfigFile(path, all)
	require.NoError(t, err, "deploy/k8s/configmap.yaml, tradeprep.yaml")
	require.NotEmpty(t, values)
	var c config
	for _, s := range all {
		if v, ok := values[s.key]; ok {
			require.NoError(t, s.parse(&c, v), "deploy/k8s/configmap.yaml, tradeprep.yaml: %s: %q", s.key, v)
		}
	}

	ct := deploymentContainer(t, "deployment.yaml")
	flags, envs := []string{"config"}, []string{"TRADEPREP_CONFIG"}
	for _, s := range all {
		flags, envs = append(flags, s.flag), append(envs, s.env)
	}
	var seen int
	for _, a := range ct.Args {
		if name, ok := strings.CutPrefix(a, "-"); ok {
			name, _, _ = strings.Cut(strings.TrimPrefix(name, "-"), "=")
			require.Contains(t, flags, name, "deploy/k8s/deployment.yaml: flag %s", a)
			seen++
		}
	}
	for _, e := range ct.Env {
		if strings.HasPrefix(e.Name, "TRADEPREP_") {
			require.True(t, slices.Contains(envs, e.Name), "deploy/k8s/deployment.yaml: env %s is not a setting of tradeprep", e.Name)
			seen++
		}
	}
	require.GreaterOrEqual(t, seen, 3, "want --config and the node lists' variables at least")
}

// k8sContainer is a container of a Deployment in deploy/k8s.
type k8sContainer struct {
	Args []string
	Env  []k8sEnv
}

type k8sEnv struct {
	Name      string
	Value     string
	ValueFrom *struct {
		SecretKeyRef *struct{ Name, Key string } `yaml:"secretKeyRef"`
	} `yaml:"valueFrom"`
}

// deploymentContainer is the one container of the Deployment in deploy/k8s/file.
func deploymentContainer(t *testing.T, file string) k8sContainer {
	t.Helper()
	raw, err := os.ReadFile("../../deploy/k8s/" + file)
	require.NoError(t, err)
	var d struct {
		Spec struct {
			Template struct {
				Spec struct{ Containers []k8sContainer }
			}
		}
	}
	require.NoError(t, yaml.Unmarshal(raw, &d))
	require.Len(t, d.Spec.Template.Spec.Containers, 1, file)
	return d.Spec.Template.Spec.Containers[0]
}

// TestDeployK8sActors runs the actors' commands as deploy/k8s's Deployments give them, with the
// binary's own parser: each container's args, which name no node (neither a URL nor a $(VAR)
// the kubelet would expand into the command line), with the environment its env gives (its key,
// TRADEPREP_RPC_URL and the relayer's TRADEPREP_SOURCE_RPCS, each from a Secret; the
// destination replaced by a closed loopback port, the sources by the test manifest's), gets past
// its flags, key, nodes, manifest and (the price feed) sources file to its first call to the
// node; no other TRADEPREP_* variable is set (the actors read none). The price feed's ConfigMap
// prices deploy's markets at the prices deploy starts the Oracle with. make k8s-check checks the
// manifests themselves.
func TestDeployK8sActors(t *testing.T) {
	var cm struct {
		Data map[string]string `yaml:"data"`
	}
	raw, err := os.ReadFile("../../deploy/k8s/pricefeed-configmap.yaml")
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(raw, &cm))
	dir := t.TempDir()
	for name, text := range cm.Data {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600))
	}
	checkPricefeedFiles(t, filepath.Join(dir, "sources.json"), map[string]string{"/etc/tradeprep-pricefeed/": dir})

	manifest := testManifestOn(t, 31337, 31338)
	key := "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" // a test key
	for name, keyEnv := range map[string]string{"keeper": actor.KeeperKeyEnv, "relayer": actor.RelayerKeyEnv, "pricefeed": actor.FeederKeyEnv} {
		ct := deploymentContainer(t, name+".yaml")
		require.Equal(t, name, ct.Args[0])
		for _, a := range ct.Args {
			require.NotContains(t, a, "$(", "deploy/k8s/%s.yaml: arg %s: the kubelet would put a variable's value in the command line", name, a)
			for _, flag := range []string{"rpc-url", "source-rpc"} {
				require.False(t, strings.HasPrefix(a, "--"+flag) || strings.HasPrefix(a, "-"+flag),
					"deploy/k8s/%s.yaml: arg %s: a node URL in the command line; set %s instead", name, a, actor.RPCURLEnv)
			}
		}
		args := slicesReplace(ct.Args, "--manifest=/etc/tradeprep/manifest.json", "--manifest="+manifest)
		args = slicesReplace(args, "--wait="+flagValue(t, args, "wait"), "--wait=0s")
		if name == "pricefeed" {
			args = slicesReplace(args, "--sources=/etc/tradeprep-pricefeed/sources.json", "--sources="+filepath.Join(dir, "sources.json"))
		}

		// what each variable is, where it comes from, and what the test gives the command
		type want struct{ secret, key, value string }
		wants := map[string]want{
			keyEnv:          {"tradeprep-actor-keys", "", key},
			actor.RPCURLEnv: {"tradeprep-rpc", "actorRpcUrl", "http://127.0.0.1:1"}, // replaced by actorAccepts
		}
		if name == "relayer" {
			wants[actor.SourceRPCsEnv] = want{"tradeprep-rpc", "actorSourceRpcs", "31338=http://127.0.0.1:1"}
		}
		vars := map[string]string{}
		for _, e := range ct.Env {
			if e.Name == "GOMEMLIMIT" {
				continue
			}
			w, known := wants[e.Name]
			require.True(t, known, "deploy/k8s/%s.yaml: env %s is neither its key, nor a node it reads, nor GOMEMLIMIT", name, e.Name)
			require.Empty(t, e.Value, "deploy/k8s/%s.yaml: env %s in plain text", name, e.Name)
			require.True(t, e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil, "deploy/k8s/%s.yaml: env %s from a Secret", name, e.Name)
			require.Equal(t, w.secret, e.ValueFrom.SecretKeyRef.Name, "deploy/k8s/%s.yaml: env %s", name, e.Name)
			if w.key != "" {
				require.Equal(t, w.key, e.ValueFrom.SecretKeyRef.Key, "deploy/k8s/%s.yaml: env %s", name, e.Name)
			}
			vars[e.Name] = w.value
		}
		for v := range wants {
			require.Contains(t, vars, v, "deploy/k8s/%s.yaml: no env %s", name, v)
		}
		actorAccepts(t, args, vars)
	}
}
