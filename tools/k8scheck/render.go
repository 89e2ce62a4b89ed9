package main

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
)

// secretExample is the file of the directory that shows the Secrets the workloads read: the
// API's (its first document) and any other, such as the actors' keys. It is not a resource of
// the kustomization (applying it would overwrite the real Secrets with placeholders), so it is
// decoded on its own, document by document.
const secretExample = "secret.example.yaml"

// rendered is what the kustomization of a directory yields, decoded into the Kubernetes API's
// Go types, plus the example Secret.
type rendered struct {
	objects     []runtime.Object
	deployments []*appsv1.Deployment
	statefuls   []*appsv1.StatefulSet
	services    []*corev1.Service
	configMaps  map[string]*corev1.ConfigMap
	pdbs        []*policyv1.PodDisruptionBudget
	hpas        []*autoscalingv2.HorizontalPodAutoscaler
	secrets     []*corev1.Secret // rendered ones: there should be none
	example     *corev1.Secret   // secretExample's first Secret: the one the API reads
	examples    map[string]*corev1.Secret
}

// decoder decodes the kinds a deployment of tradeprep may hold, strictly: an unknown field, a
// field given twice or a value of the wrong type is an error, as with `kubectl apply
// --validate=strict`; so is a kind or apiVersion the scheme does not know (a removed API
// version such as autoscaling/v2beta2 included).
func decoder() runtime.Decoder {
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		corev1.AddToScheme, appsv1.AddToScheme, autoscalingv2.AddToScheme, policyv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			panic(err) // the API packages' own registration: cannot fail
		}
	}
	return serializer.NewCodecFactory(scheme, serializer.EnableStrict).UniversalDeserializer()
}

// render builds the kustomization in files (the names and contents of one directory's files)
// with kustomize, in memory, and decodes every object it yields and the example Secret.
func render(files map[string][]byte) (*rendered, error) {
	const root = "/k8s"
	fs := filesys.MakeFsInMemory()
	for name, data := range files {
		if err := fs.WriteFile(path.Join(root, name), data); err != nil {
			return nil, err
		}
	}
	resources, err := krusty.MakeKustomizer(krusty.MakeDefaultOptions()).Run(fs, root)
	if err != nil {
		return nil, fmt.Errorf("kustomize: %w", err)
	}
	dec := decoder()
	r := &rendered{configMaps: map[string]*corev1.ConfigMap{}}
	var errs []error
	for _, res := range resources.Resources() {
		id := res.CurId().String()
		y, err := res.AsYAML()
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", id, err))
			continue
		}
		obj, _, err := dec.Decode(y, nil, nil)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", id, err))
			continue
		}
		r.add(obj)
	}
	r.examples = map[string]*corev1.Secret{}
	if data, ok := files[secretExample]; !ok {
		errs = append(errs, fmt.Errorf("%s: missing", secretExample))
	} else {
		for i, doc := range documents(data) {
			obj, _, err := dec.Decode(doc, nil, nil)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s document %d: %w", secretExample, i+1, err))
				continue
			}
			s, ok := obj.(*corev1.Secret)
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("%s document %d: want a Secret, got %T", secretExample, i+1, obj))
			case r.examples[s.Name] != nil:
				errs = append(errs, fmt.Errorf("%s document %d: Secret %s again", secretExample, i+1, s.Name))
			default:
				if r.example == nil {
					r.example = s
				}
				r.examples[s.Name] = s
			}
		}
		if len(r.examples) == 0 && len(errs) == 0 {
			errs = append(errs, fmt.Errorf("%s: no Secret", secretExample))
		}
	}
	return r, errors.Join(errs...)
}

var (
	documentSeparator = regexp.MustCompile(`(?m)^---[ \t]*$`)
	commentLine       = regexp.MustCompile(`(?m)^\s*#.*$`)
)

// documents splits a YAML stream at its "---" lines, leaving out the documents that hold
// nothing but comments and blank lines.
func documents(data []byte) [][]byte {
	var out [][]byte
	for _, doc := range documentSeparator.Split(string(data), -1) {
		if strings.TrimSpace(commentLine.ReplaceAllString(doc, "")) != "" {
			out = append(out, []byte(doc))
		}
	}
	return out
}

func (r *rendered) add(obj runtime.Object) {
	r.objects = append(r.objects, obj)
	switch o := obj.(type) {
	case *appsv1.Deployment:
		r.deployments = append(r.deployments, o)
	case *appsv1.StatefulSet:
		r.statefuls = append(r.statefuls, o)
	case *corev1.Service:
		r.services = append(r.services, o)
	case *corev1.ConfigMap:
		r.configMaps[o.Name] = o
	case *policyv1.PodDisruptionBudget:
		r.pdbs = append(r.pdbs, o)
	case *autoscalingv2.HorizontalPodAutoscaler:
		r.hpas = append(r.hpas, o)
	case *corev1.Secret:
		r.secrets = append(r.secrets, o)
	}
}

// summary names the rendered objects, e.g. "ConfigMap/tradeprep-config, Deployment/tradeprep".
func (r *rendered) summary() string {
	names := make([]string, 0, len(r.objects))
	for _, o := range r.objects {
		kind := strings.TrimPrefix(fmt.Sprintf("%T", o), "*")
		kind = kind[strings.LastIndex(kind, ".")+1:]
		if m, ok := o.(interface{ GetName() string }); ok {
			names = append(names, kind+"/"+m.GetName())
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
