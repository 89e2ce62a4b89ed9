package openapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"sync"
)

// The docs page is a self-contained page that renders the document. It carries the document
// inline and loads nothing from anywhere: its Content-Security-Policy allows only its own
// inline script and style, by hash.

// DocsPage is the HTML of the docs page and the Content-Security-Policy it must be served with.
type DocsPage struct {
	HTML []byte
	CSP  string
}

// Docs is the docs page, built once.
var Docs = sync.OnceValue(func() DocsPage {
	// The document goes into a <script type="application/json"> block; "</" cannot end it
	// early once written "<\/", which JSON reads back as "</".
	doc := bytes.ReplaceAll(Document(), []byte("</"), []byte(`<\/`))
	page := strings.NewReplacer(
		"{{style}}", docsStyle,
		"{{script}}", docsScript,
		"{{document}}", string(doc),
	).Replace(docsHTML)
	hash := func(s string) string {
		sum := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	csp := "default-src 'none'; script-src " + hash(docsScript) + "; style-src " + hash(docsStyle) +
		"; img-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	return DocsPage{HTML: []byte(page), CSP: csp}
})

const docsHTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>tradeprep API</title>
<style>{{style}}</style>
</head>
<body>
<nav id="toc"></nav>
<main id="main"><p>This page renders the API's OpenAPI document with JavaScript. The document itself: <a href="/openapi.json">/openapi.json</a>.</p></main>
<script type="application/json" id="openapi">{{document}}</script>
<script>{{script}}</script>
</body>
</html>
`

const docsStyle = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:17rem;flex:none;background:#f4f6f8;border-right:1px solid #d8dee4;padding:1rem;box-sizing:border-box;font-size:13px}
nav a{display:block;color:#24292f;text-decoration:none;padding:1px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
nav a:hover{text-decoration:underline}
nav h3{margin:1rem 0 .3rem;font-size:12px;text-transform:uppercase;color:#57606a}
main{padding:1rem 2rem 4rem;max-width:72rem;min-width:0}
h1{margin-top:0}
h2{border-bottom:1px solid #d8dee4;padding-bottom:.3rem;margin-top:2.5rem}
code{background:#eff1f3;border-radius:3px;padding:0 .25em;font-size:90%}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}
th,td{border:1px solid #d8dee4;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f6f8}
td p{margin:0 0 .4rem}td p:last-child{margin:0}
td.name{white-space:nowrap;font-family:ui-monospace,Menlo,monospace;font-size:13px}
td.type{font-family:ui-monospace,Menlo,monospace;font-size:12px;max-width:18rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:3px;color:#fff;font-weight:600;font-size:13px;padding:0 .4rem;margin-right:.4rem}
.get{background:#1f6feb}.post{background:#1a7f37}
.req{color:#cf222e;font-weight:600}
.op{border:1px solid #d8dee4;border-radius:6px;padding:.2rem 1rem 1rem;margin:1rem 0}
.muted{color:#57606a}
pre{background:#f4f6f8;padding:.6rem;overflow:auto;font-size:12px}
`

const docsScript = `
"use strict";
(function () {
  var doc = JSON.parse(document.getElementById("openapi").textContent);
  var main = document.getElementById("main"), toc = document.getElementById("toc");
  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  function inline(s) {
    return esc(s)
      .replace(/` + "`" + `([^` + "`" + `]+)` + "`" + `/g, "<code>$1</code>")
      .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
      .replace(/\*([^*\s][^*]*)\*/g, "<em>$1</em>");
  }
  // A small Markdown subset: headings, paragraphs, lists, tables, code spans, bold, italics.
  function md(text) {
    if (!text) return "";
    var lines = String(text).split("\n"), out = [], i = 0;
    while (i < lines.length) {
      var l = lines[i];
      if (/^\s*$/.test(l)) { i++; continue; }
      var h = /^(#{1,6})\s+(.*)$/.exec(l);
      if (h) { var n = Math.min(h[1].length + 1, 6); out.push("<h" + n + ">" + inline(h[2]) + "</h" + n + ">"); i++; continue; }
      if (/^\s*\|/.test(l)) {
        var rows = [];
        while (i < lines.length && /^\s*\|/.test(lines[i])) { rows.push(lines[i]); i++; }
        var cells = function (r) { return r.trim().replace(/^\||\|$/g, "").split("|").map(function (c) { return c.trim(); }); };
        var t = "<table><tr>" + cells(rows[0]).map(function (c) { return "<th>" + inline(c) + "</th>"; }).join("") + "</tr>";
        rows.slice(1).forEach(function (r) {
          if (/^\s*\|[\s:|-]+\|\s*$/.test(r)) return;
          t += "<tr>" + cells(r).map(function (c) { return "<td>" + inline(c) + "</td>"; }).join("") + "</tr>";
        });
        out.push(t + "</table>");
        continue;
      }
      var li = /^\s*(-|\d+\.)\s+/;
      if (li.test(l)) {
        var ordered = /^\s*\d/.test(l), items = [];
        while (i < lines.length && !/^\s*$/.test(lines[i])) {
          if (li.test(lines[i])) items.push(lines[i].replace(li, ""));
          else items[items.length - 1] += " " + lines[i].trim();
          i++;
        }
        var tag = ordered ? "ol" : "ul";
        out.push("<" + tag + ">" + items.map(function (x) { return "<li>" + inline(x) + "</li>"; }).join("") + "</" + tag + ">");
        continue;
      }
      var para = [];
      while (i < lines.length && !/^\s*$/.test(lines[i]) && !/^\s*\|/.test(lines[i]) && !li.test(lines[i]) && !/^#/.test(lines[i])) { para.push(lines[i]); i++; }
      out.push("<p>" + inline(para.join(" ")) + "</p>");
    }
    return out.join("\n");
  }
  function resolve(ref) {
    var cur = doc;
    ref.replace(/^#\//, "").split("/").forEach(function (p) { cur = cur && cur[p.replace(/~1/g, "/").replace(/~0/g, "~")]; });
    return cur;
  }
  function deref(o) { var seen = 0; while (o && o.$ref && seen++ < 20) o = resolve(o.$ref); return o || {}; }
  function refName(ref) { return ref.split("/").pop(); }
  function refLink(ref) { var n = refName(ref); return '<a href="#schema-' + esc(n) + '">' + esc(n) + "</a>"; }
  // A one-line description of a schema's type and constraints.
  function typeOf(s) {
    if (!s) return "";
    if (s === true) return "any";
    if (s === false) return "never";
    if (s.$ref) return refLink(s.$ref);
    var parts = [];
    if (s.type) parts.push(esc([].concat(s.type).join(" | ")));
    if (s.type === "array" && s.items) parts[parts.length - 1] = "array of " + typeOf(s.items);
    if (s.const !== undefined) parts.push("= " + esc(JSON.stringify(s.const)));
    if (s.enum) parts.push("one of " + s.enum.map(function (e) { return "<code>" + esc(JSON.stringify(e)) + "</code>"; }).join(", "));
    ["oneOf", "anyOf", "allOf"].forEach(function (k) {
      if (s[k]) parts.push(k + " (" + s[k].map(typeOf).filter(Boolean).join("; ") + ")");
    });
    if (s.minimum !== undefined) parts.push("≥ " + esc(s.minimum));
    if (s.exclusiveMinimum !== undefined) parts.push("> " + esc(s.exclusiveMinimum));
    if (s.maximum !== undefined) parts.push("≤ " + esc(s.maximum));
    if (s.minLength !== undefined) parts.push("length ≥ " + esc(s.minLength));
    if (s.maxLength !== undefined) parts.push("length ≤ " + esc(s.maxLength));
    if (s.pattern) parts.push("pattern <code>" + esc(s.pattern) + "</code>");
    return parts.join(", ");
  }
  // Every property of an object schema, following allOf, with required-ness.
  function fields(s, into) {
    s = deref(s);
    into = into || {};
    (s.allOf || []).forEach(function (x) { fields(x, into); });
    var req = s.required || [];
    Object.keys(s.properties || {}).forEach(function (k) {
      var p = s.properties[k], target = deref(p);
      var desc = p.description || target.description || "";
      into[k] = { type: typeOf(p), required: req.indexOf(k) >= 0 || (into[k] && into[k].required), desc: desc };
    });
    req.forEach(function (k) { if (into[k]) into[k].required = true; });
    return into;
  }
  function fieldTable(s, withRequired) {
    var f = fields(s), keys = Object.keys(f);
    if (!keys.length) return "<p class=muted>" + typeOf(s) + "</p>";
    var t = "<table><tr><th>Field</th><th>Type</th>" + (withRequired ? "<th>Required</th>" : "") + "<th>Meaning</th></tr>";
    keys.forEach(function (k) {
      t += '<tr><td class="name">' + esc(k) + '</td><td class="type">' + f[k].type + "</td>" +
        (withRequired ? "<td>" + (f[k].required ? '<span class="req">yes</span>' : "no") + "</td>" : "") +
        "<td>" + md(f[k].desc) + "</td></tr>";
    });
    return t + "</table>";
  }
  function dependent(s) {
    return "<p>Required together: " + Object.keys(s.dependentRequired).map(function (k) {
      return "<code>" + esc(k) + "</code> needs " + s.dependentRequired[k].map(function (x) { return "<code>" + esc(x) + "</code>"; }).join(", ");
    }).join("; ") + ".</p>";
  }
  function schemaBlock(s, name) {
    var d = deref(s), h = "";
    if (s.$ref) h += "<p>Schema: " + refLink(s.$ref) + "</p>";
    if (d.oneOf || d.anyOf) h += "<p>One of: " + (d.oneOf || d.anyOf).map(typeOf).join(", ") + "</p>";
    else h += fieldTable(d, name === "request");
    if (d.dependentRequired) h += dependent(d);
    return h;
  }
  var h = "<h1>" + esc(doc.info.title) + ' <small class="muted">' + esc(doc.info.version) + "</small></h1>";
  h += '<p class="muted">OpenAPI ' + esc(doc.openapi) + ' — <a href="/openapi.json">/openapi.json</a></p>';
  h += md(doc.info.description);
  var t = '<h3>Endpoints</h3>';
  h += "<h2 id=endpoints>Endpoints</h2>";
  Object.keys(doc.paths).forEach(function (path) {
    var item = doc.paths[path];
    ["get", "post", "put", "patch", "delete"].forEach(function (m) {
      var op = item[m];
      if (!op) return;
      var id = "op-" + (op.operationId || m + path);
      t += '<a href="#' + esc(id) + '"><span class="method ' + m + '">' + m.toUpperCase() + "</span>" + esc(path) + "</a>";
      h += '<section class="op" id="' + esc(id) + '"><h3><span class="method ' + m + '">' + m.toUpperCase() + "</span><code>" + esc(path) + "</code></h3>";
      h += "<p><strong>" + inline(op.summary || "") + "</strong></p>" + md(op.description);
      var params = (op.parameters || []).map(deref);
      if (params.length) {
        h += "<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Meaning</th></tr>";
        params.forEach(function (p) {
          h += '<tr><td class="name">' + esc(p.name) + "</td><td>" + esc(p.in) + '</td><td class="type">' + typeOf(p.schema) + "</td><td>" +
            (p.required ? '<span class="req">yes</span>' : "no") + "</td><td>" + md(p.description) + "</td></tr>";
        });
        h += "</table>";
      }
      if (op.requestBody) {
        var rb = deref(op.requestBody), media = Object.keys(rb.content || {});
        media.forEach(function (mt) {
          var c = rb.content[mt];
          h += "<h4>Request body <code>" + esc(mt) + "</code></h4>" + schemaBlock(c.schema, "request");
          var ex = c.examples || (c.example !== undefined ? { example: { value: c.example } } : {});
          Object.keys(ex).forEach(function (k) {
            h += "<p class=muted>Example " + esc(ex[k].summary || k) + ":</p><pre>" + esc(JSON.stringify(ex[k].value, null, 2)) + "</pre>";
          });
        });
      }
      h += "<h4>Responses</h4><table><tr><th>Status</th><th>Meaning</th><th>Body</th></tr>";
      Object.keys(op.responses || {}).forEach(function (code) {
        var r = op.responses[code], rr = deref(r), body = "";
        Object.keys(rr.content || {}).forEach(function (mt) {
          var sch = rr.content[mt].schema;
          body += "<code>" + esc(mt) + "</code> " + (sch ? (sch.$ref ? refLink(sch.$ref) : typeOf(sch)) : "");
        });
        h += "<tr><td><strong>" + esc(code) + "</strong></td><td>" + md(rr.description) + "</td><td>" + body + "</td></tr>";
      });
      h += "</table></section>";
    });
  });
  var schemas = (doc.components && doc.components.schemas) || {};
  t += "<h3>Schemas</h3>";
  h += "<h2 id=schemas>Schemas</h2>";
  Object.keys(schemas).forEach(function (name) {
    var s = schemas[name];
    t += '<a href="#schema-' + esc(name) + '">' + esc(name) + "</a>";
    h += '<section id="schema-' + esc(name) + '"><h3>' + esc(name) + "</h3>" + md(s.description);
    var f = fields(s);
    if (Object.keys(f).length) h += fieldTable(s, true);
    else h += "<p>" + typeOf(s) + "</p>";
    if (s.dependentRequired) h += dependent(s);
    h += "</section>";
  });
  main.innerHTML = h;
  toc.innerHTML = t;
  // the anchors exist only now: honour a link to one
  var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target) target.scrollIntoView();
})();
`
