package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
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

	raw, err = os.ReadFile("../../deploy/k8s/deployment.yaml")
	require.NoError(t, err)
	var d struct {
		Spec struct {
			Template struct {
				Spec struct {
					Containers []struct {
						Args []string
						Env  []struct{ Name string }
					}
				}
			}
		}
	}
	require.NoError(t, yaml.Unmarshal(raw, &d))
	require.Len(t, d.Spec.Template.Spec.Containers, 1)
	ct := d.Spec.Template.Spec.Containers[0]
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
