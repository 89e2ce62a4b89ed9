package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// actorSpec is what the checks know of an actor command of the binary (internal/actors/actor): the
// environment variable it reads its key from, its listen address by default, and the settings
// that name its nodes. Besides its key it reads only these nodes' variables and
// TRADEPREP_MANIFEST from the environment (internal/actors/actor: RPCURLEnv, SourceRPCsEnv,
// ManifestEnv), each when its flag is not given.
type actorSpec struct {
	keyEnv, listen string
	nodes          []setting
}

// The actors' node settings (the flag, else the variable): the destination's one node, and
// the relayer's source nodes, chainId=url. In a pod they come from the environment only.
var (
	actorRPCURL     = setting{env: "TRADEPREP_RPC_URL", flag: "rpc-url"}
	actorSourceRPCs = setting{env: "TRADEPREP_SOURCE_RPCS", flag: "source-rpc"}
)

// actorSpecs are the actor commands, by name.
var actorSpecs = map[string]actorSpec{
	"keeper":    {"TRADEPREP_KEEPER_KEY", "127.0.0.1:9101", []setting{actorRPCURL}},
	"relayer":   {"TRADEPREP_RELAYER_KEY", "127.0.0.1:9102", []setting{actorRPCURL, actorSourceRPCs}},
	"pricefeed": {"TRADEPREP_FEEDER_KEY", "127.0.0.1:9103", []setting{actorRPCURL}},
}

// defaultActorGrace is the actors' --grace when it is not given.
const defaultActorGrace = 30 * time.Second

var (
	// envRef is text the kubelet replaces, in a container's command and args, with an
	// environment variable's value: $(NAME), the $ not escaped as $$ (an odd number of them).
	envRef = regexp.MustCompile(`(\$+)\(([A-Za-z_][A-Za-z0-9_]*)\)`)
	// privateKey is text that parses as a private key (internal/chain/cli.ParseKey).
	privateKey = regexp.MustCompile(`^\s*(0[xX])?[0-9a-fA-F]{64}\s*$`)
)

// actorOf is the actor command a Deployment's container runs ("keeper", "relayer",
// "pricefeed"), or "" when it runs none: the API (tradeprep serve).
func actorOf(d *appsv1.Deployment) string {
	cs := d.Spec.Template.Spec.Containers
	if len(cs) == 0 {
		return ""
	}
	words := cs[0].Args
	if len(cs[0].Command) > 1 { // the binary, then its words
		words = append(slices.Clone(cs[0].Command[1:]), words...)
	}
	if len(words) > 0 {
		if _, ok := actorSpecs[words[0]]; ok {
			return words[0]
		}
	}
	return ""
}

// actors checks the actors' Deployments beside the API's (api): each one pod that sends from
// an account of its own, with its key from a Secret the API does not read, its nodes from the
// Secret through the environment (never in its command line), its manifest (and the price
// feed's sources) from ConfigMaps, probed at /healthz on the port it listens on; and no
// selector taking one workload's pods for another's.
func (c *checker) actors(api *appsv1.Deployment, ds []*appsv1.Deployment) {
	apiSecrets := secretsRead(&api.Spec.Template.Spec)
	keys := map[string]string{} // "Secret key" -> the Deployment that sends with it
	seen := map[string]string{} // actor command -> its Deployment
	for _, d := range ds {
		name := actorOf(d)
		if other, ok := seen[name]; ok {
			c.errf("Deployments %s and %s both run tradeprep %s: one is enough (and they would get in each other's way)", other, d.Name, name)
		}
		seen[name] = d.Name
		c.actor(d, name, apiSecrets, keys)
	}
	all := append([]*appsv1.Deployment{api}, ds...)
	for _, d := range ds {
		podLabels := labels.Set(d.Spec.Template.Labels)
		for _, s := range c.r.services {
			if !c.statefulService(s) && len(s.Spec.Selector) > 0 && labels.SelectorFromSet(s.Spec.Selector).Matches(podLabels) {
				c.errf("Service %s: selector %v selects the pods of Deployment %s too: API requests would go to the %s", s.Name, s.Spec.Selector, d.Name, actorOf(d))
			}
		}
		for _, p := range c.r.pdbs {
			if p.Spec.Selector != nil && selects(p.Spec.Selector, podLabels) {
				c.errf("PodDisruptionBudget %s: selector selects the pods of Deployment %s too", p.Name, d.Name)
			}
		}
		for _, o := range all {
			if o != d && o.Spec.Selector != nil && selects(o.Spec.Selector, podLabels) {
				c.errf("Deployment %s: spec.selector selects the pods of Deployment %s too", o.Name, d.Name)
			}
		}
		for _, h := range c.r.hpas {
			if ref := h.Spec.ScaleTargetRef; ref.Kind == "Deployment" && ref.Name == d.Name {
				c.errf("HorizontalPodAutoscaler %s: scales Deployment %s, whose one pod sends from one account: more would count the same nonces", h.Name, d.Name)
			}
		}
	}
}

// actor checks one actor's Deployment d, which runs tradeprep name.
func (c *checker) actor(d *appsv1.Deployment, name string, apiSecrets map[string]bool, keys map[string]string) {
	spec := actorSpecs[name]
	pod := &d.Spec.Template.Spec
	podLabels := labels.Set(d.Spec.Template.Labels)
	if d.Spec.Selector == nil || !selects(d.Spec.Selector, podLabels) {
		c.errf("Deployment %s: spec.selector does not select its own pod template's labels %v", d.Name, podLabels)
	}
	// One sender per account: the process counts its nonces itself.
	if d.Spec.Replicas == nil || *d.Spec.Replicas != 1 {
		replicas := "not set"
		if d.Spec.Replicas != nil {
			replicas = strconv.Itoa(int(*d.Spec.Replicas))
		}
		c.errf("Deployment %s: replicas %s: want 1, written out: tradeprep %s counts its account's nonces itself, and a second pod on the key would send with the same nonces", d.Name, replicas, name)
	}
	if d.Spec.Strategy.Type != appsv1.RecreateDeploymentStrategyType {
		c.errf("Deployment %s: strategy %q: want Recreate: a rolling update starts the new pod while the old one still sends, two senders on one key", d.Name, d.Spec.Strategy.Type)
	}
	if len(pod.Containers) != 1 {
		c.errf("Deployment %s: want one container, got %d", d.Name, len(pod.Containers))
		return
	}
	ct := &pod.Containers[0]
	if ct.Name == "" || ct.Image == "" {
		c.errf("Deployment %s: the container needs a name and an image", d.Name)
	}
	cfg := c.config(d, ct) // its flags and environment; the manifest mounted from a ConfigMap
	if cfg.get(sManifest) == "" {
		c.errf("Deployment %s: --manifest (or env %s, a path) is required: the manifest of the deployment, from a ConfigMap", d.Name, sManifest.env)
	}
	if len(ct.EnvFrom) > 0 {
		c.errf("Deployment %s: envFrom sets variables no check can name: tradeprep %s reads TRADEPREP_* variables as its settings; list each in env", d.Name, name)
	}

	// /healthz on the port it listens on, at an address the kubelet reaches.
	listen := spec.listen
	if v, ok := cfg.args["listen"]; ok {
		listen = v
	}
	port := 0
	host, p, err := net.SplitHostPort(listen)
	if err == nil {
		port, _ = strconv.Atoi(p)
	}
	switch ip := net.ParseIP(host); {
	case port == 0:
		c.errf("Deployment %s: --listen %q has no port", d.Name, listen)
	case host == "localhost" || (ip != nil && ip.IsLoopback()):
		c.errf("Deployment %s: --listen %s is loopback: the kubelet probes the pod's address; listen on :%d", d.Name, listen, port)
	case !slices.ContainsFunc(ct.Ports, func(cp corev1.ContainerPort) bool { return int(cp.ContainerPort) == port }):
		c.errf("Deployment %s: no container port is %d, the port tradeprep %s listens on (--listen %s)", d.Name, port, name, listen)
	}
	c.probe(d, ct, "startupProbe", ct.StartupProbe, port, "/healthz")
	c.probe(d, ct, "readinessProbe", ct.ReadinessProbe, port, "/healthz")
	c.probe(d, ct, "livenessProbe", ct.LivenessProbe, port, "/healthz")
	if ct.Lifecycle != nil && ct.Lifecycle.PreStop != nil && ct.Lifecycle.PreStop.Exec != nil {
		c.errf("Deployment %s: lifecycle.preStop runs a command: the image (distroless) has no shell", d.Name)
	}

	// The round under way finishes within --grace: the kubelet must wait longer.
	grace, graceOK := defaultActorGrace, true
	if v, ok := cfg.args["grace"]; ok {
		var err error
		if grace, err = time.ParseDuration(v); err != nil || grace < 0 {
			c.errf("Deployment %s: --grace %q is not a duration such as 30s", d.Name, v)
			graceOK = false
		}
	}
	term := 30 * time.Second // the API's default
	if pod.TerminationGracePeriodSeconds != nil {
		term = time.Duration(*pod.TerminationGracePeriodSeconds) * time.Second
	}
	if graceOK && term <= grace {
		c.errf("Deployment %s: terminationGracePeriodSeconds %v must exceed --grace %v: the kubelet would kill a round whose transaction is under way", d.Name, term, grace)
	}

	// Nodes: from the Secret through the environment, which the command reads itself, never
	// in its command line; one URL for the destination, chainId=url for the relayer's sources.
	c.secretsInArgs(d, ct, cfg, spec.nodes)
	for _, s := range spec.nodes {
		c.actorNodes(d, name, cfg, s)
	}

	// The key: from a Secret of the actors' own, one account per actor.
	if file, ok := cfg.args["key-file"]; ok {
		c.keyFile(d, ct, file)
	} else {
		c.key(d, cfg, spec.keyEnv, apiSecrets, keys)
	}
	reads := []string{spec.keyEnv}
	for _, s := range spec.nodes {
		reads = append(reads, s.env)
	}
	reads = append(reads, sManifest.env)
	for env := range cfg.env {
		if strings.HasPrefix(env, "TRADEPREP_") && !slices.Contains(reads, env) {
			c.errf("Deployment %s: env %s: tradeprep %s reads no setting from the environment but %s: give it as a flag", d.Name, env, name, strings.Join(reads, ", "))
		}
	}

	if name == "pricefeed" {
		c.pricefeedSources(d, ct, cfg)
	}
	c.security(d, ct)
	c.resources(d, ct)
}

// secretsInArgs reports the words of the container's command and args that would put a node
// URL or any value from a Secret in the process's command line (which ps and /proc show): a
// node flag, in plain text or as $(NAME), and $(NAME) of a variable from a Secret.
func (c *checker) secretsInArgs(d *appsv1.Deployment, ct *corev1.Container, cfg *config, nodes []setting) {
	found := map[string]bool{}
	for _, s := range nodes {
		v, ok := cfg.args[s.flag]
		if !ok {
			continue
		}
		found[s.flag] = true
		if refs := refsIn(v); len(refs) > 0 {
			c.errf("Deployment %s: --%s=%s in args: the kubelet puts the value of $(%s) there, so the node URL (a provider's API key with it) would be in the command line, which ps and /proc show: leave --%s out and set env %s from the Secret", d.Name, s.flag, v, refs[0], s.flag, s.env)
		} else {
			c.errf("Deployment %s: --%s in args: the node URL (a provider's API key with it) would be in the command line, which ps and /proc show: leave --%s out and set env %s from the Secret", d.Name, s.flag, s.flag, s.env)
		}
	}
	words := ct.Args
	if len(ct.Command) > 1 {
		words = append(slices.Clone(ct.Command[1:]), words...)
	}
	for i, w := range words {
		flag, _, _ := strings.Cut(strings.TrimLeft(w, "-"), "=")
		prev := ""
		if i > 0 {
			prev = strings.TrimLeft(words[i-1], "-")
		}
		if (w != flag && found[flag]) || (found[prev] && !strings.Contains(words[i-1], "=")) {
			continue // a node flag or its value: reported above
		}
		for _, ref := range refsIn(w) {
			if e, ok := cfg.env[ref]; ok && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
				c.errf("Deployment %s: args hold $(%s), which the kubelet replaces with Secret %s key %s: the secret would be in the command line, which ps and /proc show", d.Name, ref, e.ValueFrom.SecretKeyRef.Name, e.ValueFrom.SecretKeyRef.Key)
			}
		}
	}
}

// refsIn is the variables text refers to as $(NAME), which the kubelet replaces.
func refsIn(text string) []string {
	var out []string
	for _, m := range envRef.FindAllStringSubmatch(text, -1) {
		if len(m[1])%2 == 1 {
			out = append(out, m[2])
		}
	}
	return out
}

// actorNodes checks the actor's node setting s, which it must read from its environment
// variable: from a Secret of secret.example.yaml, one URL for the destination, one chainId=url
// per source chain for the relayer.
func (c *checker) actorNodes(d *appsv1.Deployment, name string, cfg *config, s setting) {
	e, found := cfg.env[s.env]
	switch {
	case !found:
		c.errf("Deployment %s: no node: set env %s from the Secret (secret.example.yaml), which tradeprep %s reads in place of --%s", d.Name, s.env, name, s.flag)
		return
	case e.Value != "":
		c.errf("Deployment %s: env %s is in plain text: node URLs hold API keys, take it from the Secret", d.Name, s.env)
		return
	case e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil:
		c.errf("Deployment %s: env %s is not taken from a Secret: node URLs hold API keys", d.Name, s.env)
		return
	}
	ref := e.ValueFrom.SecretKeyRef
	value, ok := c.exampleValue(d, s.env, ref)
	if !ok {
		return
	}
	where := secretExample + " " + ref.Name + " " + ref.Key
	if s == actorRPCURL {
		if strings.Contains(value, ",") {
			c.errf("%s: one URL: tradeprep %s takes one node, not a list", where, name)
		} else {
			c.urlList(where, value, false)
		}
		return
	}
	c.urlList(where, value, true)
	chains := map[string]bool{}
	for item := range strings.SplitSeq(value, ",") {
		id, _, _ := strings.Cut(strings.TrimSpace(item), "=")
		if chains[id] {
			c.errf("%s: chain %s twice: tradeprep %s takes one node per source chain", where, id, name)
		}
		chains[id] = true
	}
}

// exampleValue is the value of the key ref reads in the example Secrets; it reports a Secret
// or a key they do not have.
func (c *checker) exampleValue(d *appsv1.Deployment, env string, ref *corev1.SecretKeySelector) (string, bool) {
	ex, ok := c.r.examples[ref.Name]
	if !ok {
		c.errf("Deployment %s: env %s reads Secret %q, which %s does not show (it shows %s)", d.Name, env, ref.Name, secretExample, strings.Join(slices.Sorted(maps.Keys(c.r.examples)), ", "))
		return "", false
	}
	value, ok := secretValue(ex, ref.Key)
	if !ok {
		c.errf("Deployment %s: env %s reads key %q of Secret %s, which %s does not have (keys: %s)", d.Name, env, ref.Key, ref.Name, secretExample, strings.Join(secretKeys(ex), ", "))
	}
	return value, ok
}

// key checks the actor's key in the environment variable env: from a Secret of the examples
// other than the API's, with a placeholder there, and no other actor's.
func (c *checker) key(d *appsv1.Deployment, cfg *config, env string, apiSecrets map[string]bool, keys map[string]string) {
	e, ok := cfg.env[env]
	switch {
	case !ok:
		c.errf("Deployment %s: no key: set env %s from a Secret (or --key-file on a Secret volume)", d.Name, env)
		return
	case e.Value != "":
		c.errf("Deployment %s: env %s is in plain text: a private key belongs in a Secret", d.Name, env)
		return
	case e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil:
		c.errf("Deployment %s: env %s is not taken from a Secret", d.Name, env)
		return
	}
	ref := e.ValueFrom.SecretKeyRef
	if value, ok := c.exampleValue(d, env, ref); ok && privateKey.MatchString(value) {
		c.errf("%s %s %s holds what reads as a private key: the example holds a placeholder, never a key", secretExample, ref.Name, ref.Key)
	}
	if apiSecrets[ref.Name] {
		c.errf("Deployment %s: its key is in Secret %s, which the API's pods read too: keep the actors' keys in a Secret of their own", d.Name, ref.Name)
	}
	id := ref.Name + " key " + ref.Key
	if other, ok := keys[id]; ok {
		c.errf("Deployments %s and %s send with the same key (Secret %s): one account, one sender", other, d.Name, id)
	}
	keys[id] = d.Name
}

// keyFile checks --key-file: a file of a Secret volume.
func (c *checker) keyFile(d *appsv1.Deployment, ct *corev1.Container, file string) {
	for _, m := range ct.VolumeMounts {
		if !strings.HasPrefix(file, strings.TrimSuffix(m.MountPath, "/")+"/") {
			continue
		}
		for _, v := range d.Spec.Template.Spec.Volumes {
			if v.Name == m.Name && v.Secret == nil {
				c.errf("Deployment %s: --key-file %s is on volume %s, which is not a Secret", d.Name, file, v.Name)
			}
		}
		return
	}
	c.errf("Deployment %s: --key-file %s: no volume is mounted there", d.Name, file)
}

// pricefeedSources checks the price feed's --sources: a sources file from a ConfigMap whose
// file:// sources are files of ConfigMaps too.
func (c *checker) pricefeedSources(d *appsv1.Deployment, ct *corev1.Container, cfg *config) {
	path, ok := cfg.args["sources"]
	if !ok {
		c.errf("Deployment %s: --sources is required: the price feed's sources file, from a ConfigMap", d.Name)
		return
	}
	text, from, err := c.mountedFile(d, ct, path)
	if err != nil {
		c.errf("Deployment %s: --sources %s: %v", d.Name, path, err)
		return
	}
	var file struct {
		Markets []struct {
			Market, Min, Max string
			Chainlink        *struct {
				RPCURL     string `json:"rpcUrl"`
				Aggregator string `json:"aggregator"`
				ChainID    uint64 `json:"chainId"`
				MaxAge     string `json:"maxAge"`
			} `json:"chainlink"`
			JSON *struct{ URL, Path string } `json:"json"`
		} `json:"markets"`
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&file); err != nil {
		c.errf("Deployment %s: --sources %s (%s) is not a sources file: %v", d.Name, path, from, err)
		return
	}
	if len(file.Markets) == 0 {
		c.errf("Deployment %s: --sources %s (%s) names no market", d.Name, path, from)
	}
	for i, m := range file.Markets {
		where := fmt.Sprintf("Deployment %s: --sources %s markets[%d] (%s)", d.Name, path, i, m.Market)
		if (m.Chainlink == nil) == (m.JSON == nil) {
			c.errf("%s: give exactly one source, chainlink or json", where)
			continue
		}
		if m.JSON == nil {
			continue
		}
		local, ok := strings.CutPrefix(m.JSON.URL, "file://")
		if !ok {
			continue
		}
		if text, from, err := c.mountedFile(d, ct, local); err != nil {
			c.errf("%s: json.url %s: %v", where, m.JSON.URL, err)
		} else if !json.Valid([]byte(text)) {
			c.errf("%s: json.url %s (%s) is not JSON", where, m.JSON.URL, from)
		}
	}
}

// secretsRead is the names of the Secrets a pod reads: environment, envFrom and volumes.
func secretsRead(pod *corev1.PodSpec) map[string]bool {
	out := map[string]bool{}
	for _, ct := range pod.Containers {
		for _, e := range ct.Env {
			if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
				out[e.ValueFrom.SecretKeyRef.Name] = true
			}
		}
		for _, e := range ct.EnvFrom {
			if e.SecretRef != nil {
				out[e.SecretRef.Name] = true
			}
		}
	}
	for _, v := range pod.Volumes {
		if v.Secret != nil {
			out[v.Secret.SecretName] = true
		}
	}
	return out
}
