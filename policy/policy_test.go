package policy

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestDefaultIsValid(t *testing.T) {
	p := Default()
	if err := p.Validate(); err != nil {
		t.Fatalf("Default().Validate() = %v", err)
	}
	want := []string{"collections", "datetime", "itertools", "math", "queue", "random", "re", "stat", "statistics", "time", "unicodedata"}
	if got := p.SortedImports(); !slices.Equal(got, want) {
		t.Errorf("default imports = %v, want %v", got, want)
	}
	l := p.Limits
	if l.MaxOps != 10_000_000 || l.MaxDuration != 30*time.Second || l.MaxMemoryBytes != 256<<20 ||
		l.MaxRecursion != 1000 || l.MaxOutputChars != 50_000 || l.MaxWhileIterations != 1_000_000 {
		t.Errorf("default limits = %+v", l)
	}
}

func TestDefaultsAreNotShared(t *testing.T) {
	a := Default()
	a.AuthorizedImports[0] = "changed"
	a.AllowImports("numpy")
	if got := Default().AuthorizedImports[0]; got != "collections" {
		t.Fatalf("mutating one Default() leaked into the next: %q", got)
	}
	b := Default()
	c := b.Clone()
	c.DisableNodes("ClassDef")
	if !b.AllowsNode("ClassDef") {
		t.Fatal("Clone shares DisabledNodes with its original")
	}
}

func TestCheckImportDefaults(t *testing.T) {
	p := Default()
	for _, m := range []string{"math", "re", "collections", "unicodedata"} {
		if err := p.CheckImport(m); err != nil {
			t.Errorf("CheckImport(%q) = %v", m, err)
		}
	}
	for _, m := range []string{"collections.abc", "numpy", "Math", "MATH", "math.x", "json"} {
		if err := p.CheckImport(m); err == nil {
			t.Errorf("CheckImport(%q) allowed, want refused", m)
		}
	}
}

func TestImportErrorText(t *testing.T) {
	p := Default()
	err := p.CheckImport("numpy")
	want := "Import of numpy is not allowed. Authorized imports are: ['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata']"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
	err = p.CheckImportFrom("numpy")
	if err == nil || !strings.HasPrefix(err.Error(), "Import from numpy is not allowed. Authorized imports are: ['collections'") {
		t.Fatalf("from-import text: %v", err)
	}
	err = p.CheckImport("os")
	if err == nil || !strings.HasPrefix(err.Error(), "Import of os is not allowed. Authorized imports are: [") ||
		!strings.Contains(err.Error(), "os can never be imported in krait") {
		t.Fatalf("blocked text: %v", err)
	}
	var ie *ImportError
	if !errors.As(err, &ie) || ie.Module != "os" || ie.Blocked == "" || ie.From {
		t.Fatalf("errors.As: %#v", ie)
	}
	if !errors.Is(err, ErrImportRefused) {
		t.Fatal("errors.Is(err, ErrImportRefused) is false")
	}
}

func TestImportWildcards(t *testing.T) {
	cases := []struct {
		allow []string
		name  string
		ok    bool
	}{
		// Cases mirroring smolagents' check_import_authorized table, with
		// krait's stricter answer where smolagents lets a.b authorize a.
		{[]string{"*"}, "numpy", true},
		{[]string{"other", "*"}, "numpy.random", true},
		{[]string{"numpy"}, "numpy", true},
		{[]string{"numpy"}, "numpy.random", false},
		{[]string{"numpy.*"}, "numpy", true},
		{[]string{"numpy.*"}, "numpy.random", true},
		{[]string{"numpy.*"}, "numpy.a.b", true},
		{[]string{"numpy.*"}, "numpyx", false},
		{[]string{"numpy.random"}, "numpy.random", true},
		{[]string{"numpy.random"}, "numpy", false}, // smolagents: allowed
		{[]string{"numpy.random"}, "numpy.random.x", false},
		{[]string{"numpy.a"}, "numpy.random", false},
		{[]string{"numpy.a.*"}, "numpy.random", false},
		{[]string{"numpy.a.*"}, "numpy.a", true},
		{[]string{"random"}, "numpy.random", false},
		{[]string{"Module"}, "Module.os", false},
		{[]string{"Module", "Module.os"}, "Module.os", false}, // os component is blocked anywhere
		{[]string{"Module.*"}, "Module.sub", true},
		{[]string{"pandas.*"}, "pandas.io", true}, // io is blocked only at the top
		{[]string{"numpy"}, "NumPy", false},       // case-sensitive match
	}
	for _, c := range cases {
		p := &Policy{AuthorizedImports: c.allow}
		err := p.CheckImport(c.name)
		if (err == nil) != c.ok {
			t.Errorf("allow %v, import %q: err=%v, want ok=%v", c.allow, c.name, err, c.ok)
		}
	}
}

func TestStarNeverUnblocksDangerous(t *testing.T) {
	p := &Policy{AuthorizedImports: []string{"*", "os.*", "sys"}}
	for _, m := range []string{
		"os", "os.path", "OS", "Os.Path", "sys", "subprocess", "socket", "shutil",
		"pathlib", "pty", "multiprocessing", "builtins", "importlib",
		"importlib.util", "ctypes", "ctypes.util", "pickle", "marshal", "code",
		"codeop", "inspect", "gc", "signal", "threading", "_thread", "posix", "nt",
		"resource", "tempfile", "glob", "fcntl", "mmap", "urllib", "urllib.request",
		"http.client", "ftplib", "smtplib", "webbrowser", "zipimport", "runpy",
		"sysconfig", "site", "asyncio",
		"numpy.os", "pkg.sub.subprocess", "x.Sys", "_posixsubprocess", "numpy._core",
		"__main__", "ｏｓ", "ｓｙｓ",
	} {
		err := p.CheckImport(m)
		var ie *ImportError
		if !errors.As(err, &ie) || ie.Blocked == "" {
			t.Errorf("CheckImport(%q) under '*' = %v, want a blocked refusal", m, err)
		}
	}
	for _, m := range []string{"numpy", "json", "io", "__future__", "numpy.linalg", "email.utils"} {
		if err := p.CheckImport(m); err != nil {
			t.Errorf("CheckImport(%q) under '*' = %v, want allowed", m, err)
		}
	}
}

func TestReducedModulesAuthorizableNotDefault(t *testing.T) {
	for _, m := range []string{"io", "traceback"} {
		var ie *ImportError
		if err := Default().CheckImport(m); !errors.As(err, &ie) || ie.Blocked != "" {
			t.Errorf("default policy: CheckImport(%s) = %v, want a plain (authorizable) refusal", m, err)
		}
		p := Default()
		p.AllowImports(m)
		if err := p.Validate(); err != nil {
			t.Errorf("Validate with %s authorized = %v", m, err)
		}
		if err := p.CheckImport(m); err != nil {
			t.Errorf("CheckImport(%s) when authorized = %v", m, err)
		}
	}
	rs := ReducedModules()
	if len(rs) != 2 || rs[0].Name != "io" || !strings.Contains(rs[0].Reason, "in-memory") ||
		rs[1].Name != "traceback" || !strings.Contains(rs[1].Reason, "never a frame") {
		t.Errorf("ReducedModules() = %v, want io with its in-memory reason and traceback, text only", rs)
	}
	var b strings.Builder
	if err := Default().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "io  ") || !strings.Contains(b.String(), "only the in-memory streams") {
		t.Errorf("policy text does not list io as a reduced module:\n%s", b.String())
	}
}

func TestValidateRefusesExplicitDangerous(t *testing.T) {
	for _, allow := range []string{"os", "os.*", "sys", "numpy.os", "subprocess", "SOCKET", "_thread", "ｏｓ"} {
		p := Default()
		p.AllowImports(allow)
		err := p.Validate()
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("Validate with %q authorized = %v, want ErrInvalid", allow, err)
		}
	}
}

func TestValidateRejectsBadValues(t *testing.T) {
	bad := []func(p *Policy){
		func(p *Policy) { p.AuthorizedImports = append(p.AuthorizedImports, "") },
		func(p *Policy) { p.AuthorizedImports = append(p.AuthorizedImports, "a..b") },
		func(p *Policy) { p.AuthorizedImports = append(p.AuthorizedImports, "a-b") },
		func(p *Policy) { p.AuthorizedImports = append(p.AuthorizedImports, "*.x") },
		func(p *Policy) { p.AuthorizedImports = append(p.AuthorizedImports, "1abc") },
		func(p *Policy) { p.DisabledNodes = append(p.DisabledNodes, "Expr") }, // Go name is ExprStmt
		func(p *Policy) { p.DisabledNodes = append(p.DisabledNodes, "Comprehension") },
		func(p *Policy) { p.ExtraRefusedBuiltins = append(p.ExtraRefusedBuiltins, "not a name") },
		func(p *Policy) { p.Limits.MaxOps = 0 },
		func(p *Policy) { p.Limits.MaxDuration = -time.Second },
		func(p *Policy) { p.Limits.MaxMemoryBytes = 0 },
		func(p *Policy) { p.Limits.MaxRecursion = 0 },
		func(p *Policy) { p.Limits.MaxDataDepth = -1 },
		func(p *Policy) { p.Limits.MaxOutputChars = 0 },
		func(p *Policy) { p.Limits.MaxSourceBytes = 0 },
		func(p *Policy) { p.Limits.MaxWhileIterations = -1 },
	}
	for i, mutate := range bad {
		p := Default()
		mutate(p)
		err := p.Validate()
		var ie *InvalidError
		if !errors.As(err, &ie) || !errors.Is(err, ErrInvalid) {
			t.Errorf("case %d: Validate() = %v, want *InvalidError", i, err)
		}
	}
	p := Default()
	p.Limits.MaxWhileIterations = 0
	p.AllowImports("numpy.*", "*", "pandas")
	if err := p.Validate(); err != nil {
		t.Errorf("valid policy rejected: %v", err)
	}
}

func TestNFKCModuleNames(t *testing.T) {
	p := Default()
	// CPython's parser turns `import ｍａｔｈ` into alias(name='math').
	if err := p.CheckImport("ｍａｔｈ"); err != nil {
		t.Errorf("fullwidth math refused: %v", err)
	}
	err := p.CheckImport("ｏｓ")
	var ie *ImportError
	if !errors.As(err, &ie) || ie.Module != "os" {
		t.Errorf("fullwidth os: %v (module %q), want refusal naming os", err, ie.Module)
	}
	p.AllowImports("ｎｕｍｐｙ")
	if err := p.CheckImport("numpy"); err != nil {
		t.Errorf("allowlist entry not normalized: %v", err)
	}
}

func TestRelativeImportRefused(t *testing.T) {
	p := &Policy{AuthorizedImports: []string{"*"}}
	for _, m := range []string{".", ".x", "..x.y", ""} {
		if err := p.CheckImportFrom(m); !errors.Is(err, ErrImportRefused) {
			t.Errorf("CheckImportFrom(%q) = %v", m, err)
		}
	}
}

func TestRefusedBuiltins(t *testing.T) {
	p := Default()
	for _, n := range []string{"eval", "exec", "compile", "open", "input", "__import__", "globals", "locals", "breakpoint", "memoryview", "help", "exit", "quit", "ｅｖａｌ", "__builtins__", "__build_class__"} {
		if !p.RefusesBuiltin(n) {
			t.Errorf("builtin %q not refused", n)
		}
	}
	for _, n := range []string{"print", "len", "dir", "getattr", "super", "type", "sorted", "Eval"} {
		if p.RefusesBuiltin(n) {
			t.Errorf("builtin %q refused", n)
		}
	}
	p.RefuseBuiltins("dir")
	err := p.CheckBuiltin("dir")
	want := "Forbidden function evaluation: 'dir' is not among the explicitly allowed tools or defined/imported in the preceding code"
	if err == nil || err.Error() != want || !errors.Is(err, ErrBuiltinRefused) {
		t.Errorf("CheckBuiltin(dir) = %v", err)
	}
	if !slices.Contains(p.RefusedBuiltins(), "dir") || !slices.IsSorted(p.RefusedBuiltins()) {
		t.Errorf("RefusedBuiltins() = %v", p.RefusedBuiltins())
	}
}

func TestDunderRules(t *testing.T) {
	cases := []struct {
		name   string
		access DunderAccess
		strict string // "" allowed, else the refusal under DunderStrict
		table  string // "" allowed, else the refusal under DunderTable
	}{
		{"__name__", DunderRead, "", ""},
		{"__qualname__", DunderRead, "", ""},
		{"__doc__", DunderRead, "", ""},
		{"__module__", DunderRead, "", ""},
		{"__name__", DunderCall, "", ""},
		{"__class__", DunderRead, "Forbidden access to dunder attribute: __class__", ""},
		{"__dict__", DunderRead, "Forbidden access to dunder attribute: __dict__", ""},
		{"__mro__", DunderRead, "Forbidden access to dunder attribute: __mro__", ""},
		{"__subclasses__", DunderCall, "Forbidden call to dunder function: __subclasses__", "Forbidden call to dunder function: __subclasses__"},
		{"__subclasses__", DunderRead, "Forbidden access to dunder attribute: __subclasses__", "Forbidden access to dunder attribute: __subclasses__"},
		{"__dir__", DunderCall, "Forbidden call to dunder function: __dir__", ""},
		{"__getattribute__", DunderCall, "Forbidden call to dunder function: __getattribute__", ""},
		{"__getattribute__", DunderRead, "Forbidden access to dunder attribute: __getattribute__", "Forbidden access to dunder attribute: __getattribute__"},
		{"__setattr__", DunderRead, "Forbidden access to dunder attribute: __setattr__", "Forbidden access to dunder attribute: __setattr__"},
		{"__globals__", DunderRead, "Forbidden access to dunder attribute: __globals__", "Forbidden access to dunder attribute: __globals__"},
		{"__reduce_ex__", DunderCall, "Forbidden call to dunder function: __reduce_ex__", "Forbidden call to dunder function: __reduce_ex__"},
		{"__init__", DunderCall, "", ""},
		{"__str__", DunderCall, "", ""},
		{"__repr__", DunderCall, "", ""},
		{"__init__", DunderRead, "Forbidden access to dunder attribute: __init__", ""},
		{"__name__", DunderWrite, "Forbidden assignment to dunder attribute: __name__", ""},
		{"__class__", DunderWrite, "Forbidden assignment to dunder attribute: __class__", "Forbidden assignment to dunder attribute: __class__"},
		{"__dict__", DunderWrite, "Forbidden assignment to dunder attribute: __dict__", "Forbidden assignment to dunder attribute: __dict__"},
		{"__bases__", DunderWrite, "Forbidden assignment to dunder attribute: __bases__", "Forbidden assignment to dunder attribute: __bases__"},
		{"__doc__", DunderDelete, "Forbidden deletion of dunder attribute: __doc__", ""},
		{"__", DunderRead, "Forbidden access to dunder attribute: __", "Forbidden access to dunder attribute: __"},
		{"__x", DunderRead, "", ""},
		{"x__", DunderWrite, "", ""},
		{"_x_", DunderRead, "", ""},
		{"name", DunderWrite, "", ""},
		{"__Name__", DunderRead, "Forbidden access to dunder attribute: __Name__", "Forbidden access to dunder attribute: __Name__"},
		// A string given to getattr is not normalized by CPython, but its
		// NFKC form is still checked: refusing it is harmless and safe.
		{"\uff3f\uff3fclass\uff3f\uff3f", DunderRead, "Forbidden access to dunder attribute: \uff3f\uff3fclass\uff3f\uff3f", "Forbidden access to dunder attribute: \uff3f\uff3fclass\uff3f\uff3f"},
		{"\uff3f\uff3fname\uff3f\uff3f", DunderRead, "Forbidden access to dunder attribute: \uff3f\uff3fname\uff3f\uff3f", "Forbidden access to dunder attribute: \uff3f\uff3fname\uff3f\uff3f"},
	}
	for _, c := range cases {
		for _, r := range []struct {
			rule DunderRule
			msg  string
		}{{DunderStrict, c.strict}, {DunderTable, c.table}} {
			err := r.rule.Check(c.name, c.access)
			if r.msg == "" {
				if err != nil {
					t.Errorf("%s.Check(%q, %d) = %v, want nil", r.rule, c.name, c.access, err)
				}
				continue
			}
			if err == nil || err.Error() != r.msg || !errors.Is(err, ErrDunderRefused) {
				t.Errorf("%s.Check(%q, %d) = %v, want %q", r.rule, c.name, c.access, err, r.msg)
			}
		}
	}
	p := Default()
	if p.CheckAttribute("__class__", DunderRead) != nil || p.RefusesBuiltin("vars") {
		t.Error("the default policy refuses __class__ or vars")
	}
	p.StrictDunders = true
	if p.CheckAttribute("__class__", DunderRead) == nil || p.CheckAttribute("__dict__", DunderRead) == nil || p.Clone().DunderRule() != DunderStrict {
		t.Error("the strict policy allows __class__ or __dict__")
	}
}

// TestDunderTableReasons: every entry has a group the table explains and
// a reason; allowed reads are never refused by... nothing stricter than
// strict: whatever DunderStrict allows, DunderTable allows too.
func TestDunderTableReasons(t *testing.T) {
	for _, e := range DunderEntries() {
		if e.Reason == "" || groupOrder(e.Group)[0] == 'z' {
			t.Errorf("%s: group %q reason %q", e.Name, e.Group, e.Reason)
		}
		if !isDunderRaw(e.Name) {
			t.Errorf("%s is not a dunder name", e.Name)
		}
		for _, a := range []DunderAccess{DunderRead, DunderCall, DunderWrite, DunderDelete} {
			if e.allows(DunderStrict, a) && !e.allows(DunderTable, a) {
				t.Errorf("%s: strict allows access %d that the table refuses", e.Name, a)
			}
		}
	}
}

func TestNodes(t *testing.T) {
	p := Default()
	for _, n := range []string{"FunctionDef", "ClassDef", "While", "Import", "ImportFrom", "Lambda", "Try", "With", "Match", "Yield", "ExprStmt", "NamedExpr", "Global"} {
		if !p.AllowsNode(n) {
			t.Errorf("default refuses %s", n)
		}
	}
	for _, n := range []string{"AsyncFunctionDef", "Await", "AsyncFor", "AsyncWith", "Expr", "Module", "nope"} {
		if p.AllowsNode(n) {
			t.Errorf("default allows %s", n)
		}
	}
	p.DisableNodes(NodeGroup("classes")...)
	p.DisableNodes(NodeGroup("while")...)
	p.DisableNodes(NodeGroup("imports")...)
	err := p.CheckNode("ClassDef")
	if err == nil || err.Error() != "ClassDef is not supported." || !errors.Is(err, ErrNodeRefused) {
		t.Errorf("CheckNode(ClassDef) = %v", err)
	}
	p.DisableNodes("ExprStmt")
	if err := p.CheckNode("ExprStmt"); err == nil || err.Error() != "Expr is not supported." {
		t.Errorf("CheckNode(ExprStmt) = %v, want CPython's class name Expr", err)
	}
	if p.AllowsNode("While") || p.AllowsNode("Import") || p.AllowsNode("ImportFrom") {
		t.Error("disabled groups still allowed")
	}
	p.EnableNodes("While", "Await")
	if !p.AllowsNode("While") || !p.AllowsNode("Await") {
		t.Error("EnableNodes had no effect")
	}
	if err := p.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if NodeGroup("nope") != nil || len(NodeGroupNames()) != 9 {
		t.Errorf("node groups: %v", NodeGroupNames())
	}
	g := NodeGroup("classes")
	g[0] = "x"
	if NodeGroup("classes")[0] != "ClassDef" {
		t.Error("NodeGroup exposes its table")
	}
	// 27 statement + 27 expression types of CPython 3.11.
	if n := len(NodeTypes()); n != 54 {
		t.Errorf("NodeTypes() has %d entries", n)
	}
}

func TestJSONSchema(t *testing.T) {
	p := Default()
	p.AllowImports("numpy.*")
	p.DisableNodes("While")
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc["schema"] != SchemaVersion {
		t.Errorf("schema = %v", doc["schema"])
	}
	for _, k := range []string{"imports", "builtins", "dunder", "nodes", "limits"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("missing section %q", k)
		}
	}
	var d Document
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(d.Imports.Authorized, "numpy.*") || d.Limits.MaxOps != 10_000_000 ||
		d.Limits.MaxDurationMillis != 30_000 || d.Dunder.Rule != "table" || len(d.Dunder.Table) < 50 {
		t.Errorf("document = %+v", d)
	}
	var refused []string
	for _, r := range d.Nodes.Refused {
		refused = append(refused, r.Name)
	}
	if !slices.Equal(refused, []string{"AsyncFor", "AsyncFunctionDef", "AsyncWith", "Await", "While"}) {
		t.Errorf("refused nodes = %v", refused)
	}
	again, _ := json.Marshal(p)
	if !bytes.Equal(b, again) {
		t.Error("marshalling is not deterministic")
	}
	byValue, _ := json.Marshal(*p)
	if !bytes.Equal(b, byValue) {
		t.Error("a Policy value marshals differently from a *Policy")
	}
}

func TestWriteText(t *testing.T) {
	var buf bytes.Buffer
	if err := Default().WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"Imports\n=======", "Builtins\n========", "Dunder attributes", "Syntax", "Limits",
		"authorized: collections, datetime, itertools, math, queue, random, re, stat, statistics, time, unicodedata\n",
		"  operations        10000000\n", "  wall time         30s\n",
		"__name__", "AsyncFunctionDef", "subprocess", "eval",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q", want)
		}
	}
	if strings.Index(out, "  asyncio") > strings.Index(out, "  zipimport") {
		t.Error("blocked modules are not sorted")
	}
}

func TestCheckImportFromName(t *testing.T) {
	p := &Policy{AuthorizedImports: []string{"collections", "numpy.random"}}
	cases := []struct {
		module, name string
		sub, ok      bool
	}{
		{"collections", "OrderedDict", false, true},
		{"collections", "abc", true, false}, // the package does not authorize its submodule
		{"numpy", "random", true, true},     // the submodule is authorized by itself
		{"numpy", "linalg", true, false},
		{"numpy", "array", false, false}, // numpy itself is not authorized
		{"ｃｏｌｌｅｃｔｉｏｎｓ", "deque", false, true},
		{".", "x", true, false},
	}
	for _, c := range cases {
		err := p.CheckImportFromName(c.module, c.name, c.sub)
		if (err == nil) != c.ok {
			t.Errorf("from %s import %s (submodule %v): %v, want ok=%v", c.module, c.name, c.sub, err, c.ok)
		}
	}
	err := p.CheckImportFromName("collections", "abc", true)
	if err == nil || !strings.HasPrefix(err.Error(), "Import of collections.abc is not allowed.") {
		t.Errorf("submodule refusal text: %v", err)
	}
}

func TestFutureAlwaysImportable(t *testing.T) {
	p := Default()
	if err := p.CheckImportFrom("__future__"); err != nil {
		t.Errorf("default policy: CheckImportFrom(__future__) = %v, want allowed", err)
	}
	if err := p.CheckImport("__future__"); err != nil {
		t.Errorf("default policy: CheckImport(__future__) = %v, want allowed", err)
	}
	for _, m := range []string{"__future__.x", "_future", "__FUTURE__"} {
		if err := p.CheckImport(m); err == nil {
			t.Errorf("default policy: CheckImport(%q) allowed, want refused", m)
		}
	}
}

func TestLimitsWith(t *testing.T) {
	got := DefaultLimits().With(Limits{MaxOps: 5, MaxDuration: time.Second, MaxOutputChars: 7})
	want := DefaultLimits()
	want.MaxOps, want.MaxDuration, want.MaxOutputChars = 5, time.Second, 7
	if got != want {
		t.Errorf("With = %+v, want %+v", got, want)
	}
	if DefaultLimits().With(Limits{}) != DefaultLimits() {
		t.Error("With of zero limits changed something")
	}
}

func TestParseSize(t *testing.T) {
	for s, want := range map[string]int64{"1048576": 1 << 20, "512KiB": 512 << 10, "256MiB": 256 << 20, "2GiB": 2 << 30, "10MB": 10_000_000} {
		if got, err := ParseSize(s); got != want || err != nil {
			t.Errorf("ParseSize(%q) = %d, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "x", "-1", "0", "1TiB"} {
		if _, err := ParseSize(s); err == nil {
			t.Errorf("ParseSize(%q) accepted", s)
		}
	}
}
