package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
	"sigs.k8s.io/yaml"
)

// setting is one key of tradeprep's configuration as the checks read it: its name in the
// config file, its environment variable, its flag and the binary's default.
type setting struct{ key, env, flag, def string }

// The settings the checks need (internal/app/config.go has them all).
var (
	sListen          = setting{"listen", "TRADEPREP_LISTEN", "listen", ":8080"}
	sManifest        = setting{"manifest", "TRADEPREP_MANIFEST", "manifest", ""}
	sRequestTimeout  = setting{"requestTimeout", "TRADEPREP_REQUEST_TIMEOUT", "request-timeout", "15s"}
	sShutdownTimeout = setting{"shutdownTimeout", "TRADEPREP_SHUTDOWN_TIMEOUT", "shutdown-timeout", "10s"}
	sDrainPeriod     = setting{"drainPeriod", "TRADEPREP_DRAIN_PERIOD", "drain-period", "5s"}
	sTrustedProxies  = setting{"trustedProxies", "TRADEPREP_TRUSTED_PROXIES", "trusted-proxies", ""}
	sEventIndex      = setting{"eventIndex", "TRADEPREP_EVENT_INDEX", "event-index", "true"}
	// The event index's database: its URL holds the password, so it comes from the Secret too.
	sDatabaseURL = setting{"databaseUrl", "TRADEPREP_DATABASE_URL", "database-url", ""}
)

// The settings the node lists come from; each must be set from the Secret, never in plain text
// (a node URL usually holds the provider's API key).
var nodeSettings = []setting{
	{"rpcUrl", "TRADEPREP_RPC_URL", "rpc-url", ""},
	{"sourceRpcs", "TRADEPREP_SOURCE_RPCS", "source-rpc", ""},
	{"fallbackRpcUrl", "TRADEPREP_FALLBACK_RPC_URL", "fallback-rpc-url", ""},
}

// checker collects what is wrong with one rendering; every problem is reported, not the first.
type checker struct {
	r    *rendered
	errs []string
	// databaseURL is the example Secret's value of the key the Deployment's
	// TRADEPREP_DATABASE_URL reads ("" when it reads none)
	databaseURL string
}

func (c *checker) errf(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

// check applies every check to r and returns the problems found, one sentence each.
func check(r *rendered) []string {
	c := &checker{r: r}
	var api, actors []*appsv1.Deployment
	for _, d := range r.deployments {
		if actorOf(d) == "" {
			api = append(api, d)
		} else {
			actors = append(actors, d)
		}
	}
	if len(api) != 1 {
		c.errf("want exactly one Deployment of the API (tradeprep serve), got %d", len(api))
		return c.errs
	}
	d := api[0]
	c.deployment(d)
	for _, st := range r.statefuls {
		c.postgres(d, st)
	}
	c.service(d)
	c.disruptionBudget(d)
	c.autoscaler(d)
	c.actors(d, actors)
	for _, s := range r.secrets {
		c.errf("the kustomization renders Secret %s: node URLs and keys are secrets; keep the Secrets out of it (see %s)", s.Name, secretExample)
	}
	return c.errs
}

func (c *checker) deployment(d *appsv1.Deployment) {
	spec := &d.Spec.Template.Spec
	podLabels := labels.Set(d.Spec.Template.Labels)
	if d.Spec.Selector == nil || len(d.Spec.Selector.MatchLabels)+len(d.Spec.Selector.MatchExpressions) == 0 {
		c.errf("Deployment %s: spec.selector is required", d.Name)
	} else if !selects(d.Spec.Selector, podLabels) {
		c.errf("Deployment %s: spec.selector does not select its own pod template's labels %v", d.Name, podLabels)
	}
	if len(spec.Containers) != 1 {
		c.errf("Deployment %s: want one container, got %d", d.Name, len(spec.Containers))
		return
	}
	ct := &spec.Containers[0]
	if ct.Name == "" || ct.Image == "" {
		c.errf("Deployment %s: the container needs a name and an image", d.Name)
	}

	cfg := c.config(d, ct)

	// The probes: on the port the binary listens on, the right paths, no exec (no shell in
	// the image).
	listenPort := 0
	if _, p, err := net.SplitHostPort(cfg.get(sListen)); err == nil {
		listenPort, _ = strconv.Atoi(p)
	}
	if listenPort == 0 {
		c.errf("Deployment %s: listen %q (%s) has no port", d.Name, cfg.get(sListen), cfg.origin(sListen))
	} else if !slices.ContainsFunc(ct.Ports, func(p corev1.ContainerPort) bool { return int(p.ContainerPort) == listenPort }) {
		c.errf("Deployment %s: no container port is %d, the port tradeprep listens on (listen %q, %s)", d.Name, listenPort, cfg.get(sListen), cfg.origin(sListen))
	}
	c.probe(d, ct, "readinessProbe", ct.ReadinessProbe, listenPort, "/readyz")
	c.probe(d, ct, "livenessProbe", ct.LivenessProbe, listenPort, "/healthz")
	if ct.StartupProbe != nil {
		c.probe(d, ct, "startupProbe", ct.StartupProbe, listenPort, "/healthz")
	}
	if ct.Lifecycle != nil {
		for name, h := range map[string]*corev1.LifecycleHandler{"preStop": ct.Lifecycle.PreStop, "postStart": ct.Lifecycle.PostStart} {
			if h != nil && h.Exec != nil {
				c.errf("Deployment %s: lifecycle.%s runs a command: the image (distroless) has no shell", d.Name, name)
			}
		}
	}

	// Drain: the whole of it must fit in the grace period, or the kubelet kills requests in
	// flight; and requests in flight must fit in the shutdown time-out.
	drain, errD := cfg.duration(sDrainPeriod, true)
	shutdown, errS := cfg.duration(sShutdownTimeout, false)
	request, errR := cfg.duration(sRequestTimeout, false)
	for _, err := range []error{errD, errS, errR} {
		if err != nil {
			c.errf("Deployment %s: %v", d.Name, err)
		}
	}
	var preStop time.Duration
	if ct.Lifecycle != nil && ct.Lifecycle.PreStop != nil && ct.Lifecycle.PreStop.Sleep != nil {
		preStop = time.Duration(ct.Lifecycle.PreStop.Sleep.Seconds) * time.Second
	}
	grace := 30 * time.Second // the API's default
	if spec.TerminationGracePeriodSeconds != nil {
		grace = time.Duration(*spec.TerminationGracePeriodSeconds) * time.Second
	}
	if errD == nil && errS == nil && grace <= preStop+drain+shutdown {
		c.errf("Deployment %s: terminationGracePeriodSeconds %v must exceed preStop %v + drainPeriod %v (%s) + shutdownTimeout %v (%s): the kubelet would kill requests still in flight",
			d.Name, grace, preStop, drain, cfg.origin(sDrainPeriod), shutdown, cfg.origin(sShutdownTimeout))
	}
	// The readiness probe alone must take a draining pod out within the drain, for whatever
	// follows readiness rather than the pod's deletion.
	if rp := ct.ReadinessProbe; errD == nil && rp != nil {
		period, failures := rp.PeriodSeconds, rp.FailureThreshold
		if period == 0 {
			period = 10 // the API's default
		}
		if failures == 0 {
			failures = 3
		}
		if notice := time.Duration(period*failures) * time.Second; notice > drain {
			c.errf("Deployment %s: the readiness probe notices a drain after periodSeconds %d x failureThreshold %d = %v, longer than drainPeriod %v (%s)",
				d.Name, period, failures, notice, drain, cfg.origin(sDrainPeriod))
		}
	}
	if errS == nil && errR == nil && shutdown < request {
		c.errf("Deployment %s: shutdownTimeout %v (%s) is shorter than requestTimeout %v (%s): a request in flight at the shutdown could be cut",
			d.Name, shutdown, cfg.origin(sShutdownTimeout), request, cfg.origin(sRequestTimeout))
	}

	c.trustedProxies(d, cfg)
	c.nodeURLs(d, ct, cfg)
	c.database(d, ct, cfg)
	c.security(d, ct)
	c.resources(d, ct)

	if spec.EnableServiceLinks == nil || *spec.EnableServiceLinks {
		c.errf("Deployment %s: enableServiceLinks must be false: Kubernetes would set TRADEPREP_SERVICE_HOST, TRADEPREP_PORT, ... for the Service tradeprep, and the binary reads TRADEPREP_* as its settings", d.Name)
	}
	hostSpread := false
	for _, t := range spec.TopologySpreadConstraints {
		if t.LabelSelector == nil || !selects(t.LabelSelector, podLabels) {
			c.errf("Deployment %s: the topology spread constraint on %s does not select the pods (labels %v)", d.Name, t.TopologyKey, podLabels)
		}
		hostSpread = hostSpread || t.TopologyKey == "kubernetes.io/hostname"
	}
	if !hostSpread {
		c.errf("Deployment %s: no topology spread constraint on kubernetes.io/hostname: the replicas may share one node", d.Name)
	}
}

// probe checks that p asks GET path on the port tradeprep listens on.
func (c *checker) probe(d *appsv1.Deployment, ct *corev1.Container, field string, p *corev1.Probe, listenPort int, want string) {
	if p == nil {
		c.errf("Deployment %s: %s is missing (want GET %s)", d.Name, field, want)
		return
	}
	if p.Exec != nil {
		c.errf("Deployment %s: %s runs a command: the image (distroless) has no shell", d.Name, field)
		return
	}
	if p.HTTPGet == nil {
		c.errf("Deployment %s: %s must be an httpGet of %s", d.Name, field, want)
		return
	}
	if p.HTTPGet.Path != want {
		c.errf("Deployment %s: %s asks %q, want %q", d.Name, field, p.HTTPGet.Path, want)
	}
	if port, ok := containerPort(ct, p.HTTPGet.Port); !ok {
		c.errf("Deployment %s: %s port %s is not a port of the container", d.Name, field, p.HTTPGet.Port.String())
	} else if listenPort != 0 && port != listenPort {
		c.errf("Deployment %s: %s asks port %d, tradeprep listens on %d", d.Name, field, port, listenPort)
	}
}

func (c *checker) trustedProxies(d *appsv1.Deployment, cfg *config) {
	for item := range strings.SplitSeq(cfg.get(sTrustedProxies), ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		prefix, err := netip.ParsePrefix(item)
		if err != nil {
			addr, aerr := netip.ParseAddr(item)
			if aerr != nil {
				c.errf("Deployment %s: trustedProxies (%s): %q is neither a CIDR nor an IP address", d.Name, cfg.origin(sTrustedProxies), item)
				continue
			}
			prefix = netip.PrefixFrom(addr, addr.BitLen())
		}
		if prefix.Bits() == 0 {
			c.errf("Deployment %s: trustedProxies (%s) %q trusts every peer: any client could choose its rate-limit identity with X-Forwarded-For", d.Name, cfg.origin(sTrustedProxies), item)
		}
	}
}

// nodeURLs checks that the node lists come from the Secret, and that every key the container
// reads from a Secret exists in the example Secret, with a value of the right shape.
func (c *checker) nodeURLs(d *appsv1.Deployment, ct *corev1.Container, cfg *config) {
	if v, ok := cfg.file[nodeSettings[0].key]; ok && v != "" {
		c.errf("Deployment %s: rpcUrl is in the config file (%s): node URLs hold API keys, set them from the Secret", d.Name, cfg.path)
	}
	fromSecret := false
	for _, e := range ct.Env {
		isNode := slices.ContainsFunc(nodeSettings, func(s setting) bool { return s.env == e.Name })
		if isNode && e.Value != "" {
			c.errf("Deployment %s: env %s is in plain text: node URLs hold API keys, take it from the Secret", d.Name, e.Name)
		}
		if e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil {
			continue
		}
		ref := e.ValueFrom.SecretKeyRef
		fromSecret = fromSecret || e.Name == nodeSettings[0].env
		optional := ref.Optional != nil && *ref.Optional
		ex := c.r.example
		if ex == nil {
			continue // reported by render
		}
		if ref.Name != ex.Name {
			if !optional {
				c.errf("Deployment %s: env %s reads Secret %q; the example Secret (%s) is %q", d.Name, e.Name, ref.Name, secretExample, ex.Name)
			}
			continue
		}
		value, ok := secretValue(ex, ref.Key)
		if !ok {
			if !optional {
				c.errf("Deployment %s: env %s reads key %q of Secret %s, which %s does not have (keys: %s)", d.Name, e.Name, ref.Key, ref.Name, secretExample, strings.Join(secretKeys(ex), ", "))
			}
			continue
		}
		switch e.Name {
		case "TRADEPREP_RPC_URL", "TRADEPREP_FALLBACK_RPC_URL":
			c.urlList(secretExample+" "+ref.Key, value, false)
		case "TRADEPREP_SOURCE_RPCS":
			c.urlList(secretExample+" "+ref.Key, value, true)
		case sDatabaseURL.env:
			c.databaseURL = value
		}
	}
	if !fromSecret {
		c.errf("Deployment %s: TRADEPREP_RPC_URL is not taken from a Secret", d.Name)
	}
}

// urlList checks a comma-separated node list (chainId=url items when withChain).
func (c *checker) urlList(where, list string, withChain bool) {
	n := 0
	for i, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if withChain {
			id, u, ok := strings.Cut(item, "=")
			if chain, err := strconv.ParseUint(id, 10, 64); !ok || err != nil || chain == 0 {
				c.errf("%s: item %d is not chainId=url", where, i+1)
				continue
			}
			item = u
		}
		u, err := url.Parse(item)
		if err != nil || u.Host == "" || !slices.Contains([]string{"http", "https", "ws", "wss"}, u.Scheme) {
			c.errf("%s: item %d is not an http(s) or ws(s) URL", where, i+1) // not repeated: it may hold a key
			continue
		}
		n++
	}
	if n == 0 {
		c.errf("%s: no node URL", where)
	}
}

func (c *checker) security(d *appsv1.Deployment, ct *corev1.Container) {
	spec := &d.Spec.Template.Spec
	pod, sc := spec.SecurityContext, ct.SecurityContext
	nonRoot := (sc != nil && sc.RunAsNonRoot != nil && *sc.RunAsNonRoot) ||
		(pod != nil && pod.RunAsNonRoot != nil && *pod.RunAsNonRoot && (sc == nil || sc.RunAsNonRoot == nil))
	if !nonRoot {
		c.errf("Deployment %s: runAsNonRoot must be true", d.Name)
	}
	if sc == nil || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
		c.errf("Deployment %s: the container's readOnlyRootFilesystem must be true", d.Name)
	}
	if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		c.errf("Deployment %s: the container's allowPrivilegeEscalation must be false", d.Name)
	}
	if sc == nil || sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") || len(sc.Capabilities.Add) > 0 {
		c.errf("Deployment %s: the container must drop ALL capabilities and add none", d.Name)
	}
	if sc != nil && sc.Privileged != nil && *sc.Privileged {
		c.errf("Deployment %s: the container must not be privileged", d.Name)
	}
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
		c.errf("Deployment %s: automountServiceAccountToken must be false: tradeprep does not talk to the API server", d.Name)
	}
}

func (c *checker) resources(d *appsv1.Deployment, ct *corev1.Container) {
	for _, name := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
		if _, ok := ct.Resources.Requests[name]; !ok {
			c.errf("Deployment %s: the container has no %s request", d.Name, name)
		}
		if _, ok := ct.Resources.Limits[name]; !ok {
			c.errf("Deployment %s: the container has no %s limit", d.Name, name)
		}
	}
	limit, ok := ct.Resources.Limits[corev1.ResourceMemory]
	for _, e := range ct.Env {
		if e.Name != "GOMEMLIMIT" || !ok {
			continue
		}
		q, err := resource.ParseQuantity(strings.TrimSuffix(e.Value, "B")) // Go's 450MiB is Kubernetes' 450Mi
		if err != nil {
			c.errf("Deployment %s: GOMEMLIMIT %q is not a size", d.Name, e.Value)
		} else if q.Cmp(limit) >= 0 {
			c.errf("Deployment %s: GOMEMLIMIT %s must stay below the memory limit %s", d.Name, e.Value, limit.String())
		}
	}
}

func (c *checker) service(d *appsv1.Deployment) {
	if len(c.r.services) == 0 {
		c.errf("no Service")
	}
	ct := &d.Spec.Template.Spec.Containers[0]
	for _, s := range c.r.services {
		if c.statefulService(s) {
			continue
		}
		if len(s.Spec.Selector) == 0 || !labels.SelectorFromSet(s.Spec.Selector).Matches(labels.Set(d.Spec.Template.Labels)) {
			c.errf("Service %s: selector %v does not select the pods of Deployment %s (labels %v)", s.Name, s.Spec.Selector, d.Name, d.Spec.Template.Labels)
		}
		for _, p := range s.Spec.Ports {
			target := p.TargetPort
			if target.Type == intstr.Int && target.IntVal == 0 {
				target = intstr.FromInt32(p.Port)
			}
			if _, ok := containerPort(ct, target); !ok {
				c.errf("Service %s: port %d targets %s, which is not a port of the container", s.Name, p.Port, target.String())
			}
		}
	}
}

func (c *checker) disruptionBudget(d *appsv1.Deployment) {
	if len(c.r.pdbs) == 0 {
		c.errf("no PodDisruptionBudget for Deployment %s", d.Name)
	}
	for _, p := range c.r.pdbs {
		if p.Spec.Selector == nil || !selects(p.Spec.Selector, labels.Set(d.Spec.Template.Labels)) {
			c.errf("PodDisruptionBudget %s: selector does not select the pods of Deployment %s (labels %v)", p.Name, d.Name, d.Spec.Template.Labels)
		}
		switch {
		case p.Spec.MinAvailable == nil && p.Spec.MaxUnavailable == nil:
			c.errf("PodDisruptionBudget %s: needs minAvailable or maxUnavailable", p.Name)
		case p.Spec.MaxUnavailable != nil && p.Spec.MaxUnavailable.Type == intstr.Int && p.Spec.MaxUnavailable.IntVal < 1:
			c.errf("PodDisruptionBudget %s: maxUnavailable %d blocks every node drain", p.Name, p.Spec.MaxUnavailable.IntVal)
		case p.Spec.MinAvailable != nil && p.Spec.MinAvailable.Type == intstr.Int:
			for _, h := range c.r.hpas {
				if h.Spec.MinReplicas != nil && p.Spec.MinAvailable.IntVal >= *h.Spec.MinReplicas {
					c.errf("PodDisruptionBudget %s: minAvailable %d is not below the autoscaler's minReplicas %d: a node drain would be blocked", p.Name, p.Spec.MinAvailable.IntVal, *h.Spec.MinReplicas)
				}
			}
		}
	}
}

func (c *checker) autoscaler(d *appsv1.Deployment) {
	var targeting int
	for _, h := range c.r.hpas {
		ref := h.Spec.ScaleTargetRef
		if ref.Kind != "Deployment" || ref.Name != d.Name || ref.APIVersion != "apps/v1" {
			c.errf("HorizontalPodAutoscaler %s: scaleTargetRef %s %s/%s is not the Deployment (apps/v1 Deployment/%s)", h.Name, ref.APIVersion, ref.Kind, ref.Name, d.Name)
			continue
		}
		targeting++
		if h.Spec.MinReplicas == nil || *h.Spec.MinReplicas < 2 {
			c.errf("HorizontalPodAutoscaler %s: minReplicas must be 2 or more, so that a drain or an eviction never leaves no replica", h.Name)
		}
		if h.Spec.MaxReplicas < 1 || (h.Spec.MinReplicas != nil && h.Spec.MaxReplicas < *h.Spec.MinReplicas) {
			c.errf("HorizontalPodAutoscaler %s: maxReplicas %d is below minReplicas", h.Name, h.Spec.MaxReplicas)
		}
		cpu := false
		for _, m := range h.Spec.Metrics {
			cpu = cpu || (m.Resource != nil && m.Resource.Name == corev1.ResourceCPU)
		}
		if !cpu {
			c.errf("HorizontalPodAutoscaler %s: no CPU metric", h.Name)
		}
	}
	if targeting == 0 {
		c.errf("no HorizontalPodAutoscaler targets Deployment %s", d.Name)
	}
	if targeting > 0 && d.Spec.Replicas != nil {
		c.errf("Deployment %s: spec.replicas is set while an autoscaler owns the count: every `kubectl apply` would reset it", d.Name)
	}
}

// selects says whether sel selects a pod with the labels set.
func selects(sel *metav1.LabelSelector, set labels.Set) bool {
	s, err := metav1.LabelSelectorAsSelector(sel)
	return err == nil && !s.Empty() && s.Matches(set)
}

// containerPort resolves a probe's or a Service's target port, by name or number.
func containerPort(ct *corev1.Container, p intstr.IntOrString) (int, bool) {
	for _, cp := range ct.Ports {
		if (p.Type == intstr.String && cp.Name == p.StrVal) || (p.Type == intstr.Int && cp.ContainerPort == p.IntVal) {
			return int(cp.ContainerPort), true
		}
	}
	return 0, false
}

func secretValue(s *corev1.Secret, key string) (string, bool) {
	if v, ok := s.StringData[key]; ok {
		return v, true
	}
	v, ok := s.Data[key]
	return string(v), ok
}

func secretKeys(s *corev1.Secret) []string {
	var keys []string
	for k := range s.StringData {
		keys = append(keys, k)
	}
	for k := range s.Data {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// config is tradeprep's configuration as a container of the Deployment gets it: its flags, its
// environment and the config file it names, from a ConfigMap.
type config struct {
	path  string            // the config file, "" for none
	file  map[string]string // its keys, as text
	args  map[string]string // flags, by name
	env   map[string]corev1.EnvVar
	fromK string // the ConfigMap and key of the file, for messages
}

// config reads the container's flags, environment and config file, reporting what it cannot.
func (c *checker) config(d *appsv1.Deployment, ct *corev1.Container) *config {
	cfg := &config{file: map[string]string{}, args: map[string]string{}, env: map[string]corev1.EnvVar{}}
	for i := 0; i < len(ct.Args); i++ {
		a := strings.TrimLeft(ct.Args[i], "-")
		if a == ct.Args[i] {
			continue // serve, or a value
		}
		if k, v, ok := strings.Cut(a, "="); ok {
			cfg.args[k] = v
		} else if i+1 < len(ct.Args) {
			cfg.args[a] = ct.Args[i+1]
			i++
		}
	}
	for _, e := range ct.Env {
		cfg.env[e.Name] = e
	}
	cfg.path = cfg.args["config"]
	if cfg.path == "" {
		cfg.path = cfg.env["TRADEPREP_CONFIG"].Value
	}
	if cfg.path != "" {
		text, from, err := c.mountedFile(d, ct, cfg.path)
		if err != nil {
			c.errf("Deployment %s: config file %s: %v", d.Name, cfg.path, err)
		} else {
			cfg.fromK = from
			if err := readConfigFile(text, cfg.file); err != nil {
				c.errf("Deployment %s: config file %s (%s): %v", d.Name, cfg.path, from, err)
			}
		}
	}
	if m := cfg.get(sManifest); m != "" {
		if text, from, err := c.mountedFile(d, ct, m); err != nil {
			c.errf("Deployment %s: manifest %s (%s): %v", d.Name, m, cfg.origin(sManifest), err)
		} else if !json.Valid([]byte(text)) {
			c.errf("Deployment %s: manifest %s (%s) is not JSON", d.Name, m, from)
		}
	}
	return cfg
}

// get is the setting's value: its flag, else its environment variable, else the file, else
// the binary's default (the order of internal/app/config.go).
func (cfg *config) get(s setting) string {
	if v, ok := cfg.args[s.flag]; ok {
		return v
	}
	if e, ok := cfg.env[s.env]; ok && e.Value != "" {
		return e.Value
	}
	if v, ok := cfg.file[s.key]; ok {
		return v
	}
	return s.def
}

// origin says where get found the value.
func (cfg *config) origin(s setting) string {
	if _, ok := cfg.args[s.flag]; ok {
		return "--" + s.flag
	}
	if e, ok := cfg.env[s.env]; ok && e.Value != "" {
		return "env " + s.env
	}
	if _, ok := cfg.file[s.key]; ok {
		return cfg.fromK
	}
	return "default"
}

func (cfg *config) duration(s setting, zeroOK bool) (time.Duration, error) {
	if e, ok := cfg.env[s.env]; ok && e.ValueFrom != nil {
		if _, flag := cfg.args[s.flag]; !flag {
			return 0, fmt.Errorf("%s comes from a reference (valueFrom) that cannot be checked: set it in the config file", s.env)
		}
	}
	v := cfg.get(s)
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 || (d == 0 && !zeroOK) {
		return 0, fmt.Errorf("%s %q (%s) is not a duration such as 10s", s.key, v, cfg.origin(s))
	}
	return d, nil
}

// mountedFile finds the ConfigMap key a container sees at file, through its volume mounts.
func (c *checker) mountedFile(d *appsv1.Deployment, ct *corev1.Container, file string) (text, from string, err error) {
	for _, m := range ct.VolumeMounts {
		rel, ok := strings.CutPrefix(path.Clean(file), path.Clean(m.MountPath)+"/")
		if !ok {
			continue
		}
		for _, v := range d.Spec.Template.Spec.Volumes {
			if v.Name != m.Name {
				continue
			}
			if v.ConfigMap == nil {
				return "", "", fmt.Errorf("volume %s is not a ConfigMap", v.Name)
			}
			if m.SubPath != "" {
				rel = path.Join(m.SubPath, rel)
			}
			key := rel
			if len(v.ConfigMap.Items) > 0 {
				key = ""
				for _, it := range v.ConfigMap.Items {
					if it.Path == rel {
						key = it.Key
					}
				}
			}
			cm, ok := c.r.configMaps[v.ConfigMap.Name]
			if !ok {
				return "", "", fmt.Errorf("volume %s mounts ConfigMap %s, which the kustomization does not render", v.Name, v.ConfigMap.Name)
			}
			text, ok := cm.Data[key]
			if !ok {
				return "", "", fmt.Errorf("ConfigMap %s has no key %q", cm.Name, rel)
			}
			return text, "ConfigMap " + cm.Name + " " + key, nil
		}
		return "", "", fmt.Errorf("volume mount %s has no volume", m.Name)
	}
	return "", "", fmt.Errorf("no volume is mounted there")
}

// readConfigFile reads the keys of a tradeprep config file as text: a list becomes the
// comma-separated form of its flag, as the binary does.
func readConfigFile(text string, out map[string]string) error {
	var doc map[string]any
	if err := yaml.UnmarshalStrict([]byte(text), &doc); err != nil {
		return err
	}
	for k, v := range doc {
		switch v := v.(type) {
		case nil:
			out[k] = ""
		case string:
			out[k] = v
		case []any:
			items := make([]string, len(v))
			for i, it := range v {
				items[i] = fmt.Sprint(it)
			}
			out[k] = strings.Join(items, ",")
		default:
			out[k] = fmt.Sprint(v)
		}
	}
	return nil
}
