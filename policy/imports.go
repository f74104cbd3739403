package policy

import (
	"errors"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// ErrImportRefused is matched (errors.Is) by every *ImportError.
var ErrImportRefused = errors.New("import refused")

// ImportError is the refusal of an import. Its text begins exactly like
// smolagents' ("Import of os is not allowed. Authorized imports are:
// ['collections', ...]") so agents and prompts written for smolagents keep
// working; blocked modules get a short explanation appended.
type ImportError struct {
	// Module is the dotted module name, NFKC-normalized as CPython's parser
	// does.
	Module string
	// From is true for `from Module import ...` ("Import from ...").
	From bool
	// Authorized is the sorted list of authorized patterns at the time of the
	// check.
	Authorized []string
	// Blocked is non-empty when the module is refused by krait's fixed
	// blocklist (so no authorization can help); it says why.
	Blocked string
}

// Error implements error.
func (e *ImportError) Error() string {
	var b strings.Builder
	if e.From {
		b.WriteString("Import from ")
	} else {
		b.WriteString("Import of ")
	}
	b.WriteString(e.Module)
	b.WriteString(" is not allowed. Authorized imports are: ")
	b.WriteString(pyStrList(e.Authorized))
	if e.Blocked != "" {
		b.WriteString(" (")
		b.WriteString(e.Module)
		b.WriteString(" can never be imported in krait: ")
		b.WriteString(e.Blocked)
		b.WriteString(")")
	}
	return b.String()
}

// Is makes errors.Is(err, ErrImportRefused) true.
func (e *ImportError) Is(target error) bool { return target == ErrImportRefused }

// pyStrList renders names like Python's str() of a list of str. Names are
// identifiers or patterns made of identifiers, dots and '*', so no escaping
// is ever needed.
func pyStrList(names []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, n := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('\'')
		b.WriteString(n)
		b.WriteByte('\'')
	}
	b.WriteByte(']')
	return b.String()
}

// CheckImport reports whether `import module` (a dotted name) may run. It
// returns nil or an *ImportError. It authorizes exactly the named module:
// `import a.b` binds the name a, so the interpreter must either expose
// through a only the authorized path down to b, or also require
// CheckImport("a").
func (p *Policy) CheckImport(module string) error { return p.checkImport(module, false) }

// CheckImportFrom reports whether `from module import ...` may run. A
// relative module (leading dots) is always refused: krait has no packages.
// When an imported name is itself a submodule (`from collections import
// abc`), the interpreter must also call CheckImport("collections.abc"):
// naming a package does not authorize its submodules.
func (p *Policy) CheckImportFrom(module string) error { return p.checkImport(module, true) }

// CheckImportFromName decides one name of `from module import name`: a
// submodule (isSubmodule) needs module.name itself authorized (the
// package need not be); any other name needs the module authorized.
func (p *Policy) CheckImportFromName(module, name string, isSubmodule bool) error {
	if isSubmodule && !strings.HasPrefix(module, ".") {
		return p.checkImport(module+"."+name, false)
	}
	return p.checkImport(module, true)
}

// futureModule is always importable: `from __future__ import annotations`
// is a compiler directive, and the module holds only inert feature
// records.
const futureModule = "__future__"

func (p *Policy) checkImport(module string, from bool) error {
	name := normalizeName(module)
	refuse := func(blocked string) error {
		return &ImportError{Module: name, From: from, Authorized: p.SortedImports(), Blocked: blocked}
	}
	if strings.HasPrefix(name, ".") {
		return refuse("relative imports need a package and krait programs are single modules")
	}
	if !isDottedName(name) {
		return refuse("")
	}
	if why, blocked := blockedReason(name); blocked {
		return refuse(why)
	}
	if name == futureModule {
		return nil
	}
	if !authorized(p.AuthorizedImports, name) {
		return refuse("")
	}
	return nil
}

// SortedImports returns the authorized import patterns, NFKC-normalized,
// sorted and without duplicates.
func (p *Policy) SortedImports() []string {
	out := make([]string, 0, len(p.AuthorizedImports))
	for _, m := range p.AuthorizedImports {
		out = append(out, normalizeName(m))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// authorized applies the allowlist rules to a normalized dotted name:
//   - "*" authorizes every module;
//   - "a.b" authorizes exactly a.b (not its parent a, unlike smolagents
//     whose trie lets "os.path" authorize "os", nor its children);
//   - "a.*" authorizes a and every module below it.
//
// Matching is exact and case-sensitive, as module names are in CPython.
func authorized(patterns []string, name string) bool {
	for _, raw := range patterns {
		pat := normalizeName(raw)
		switch {
		case pat == "*":
			return true
		case strings.HasSuffix(pat, ".*"):
			base := strings.TrimSuffix(pat, ".*")
			if name == base || strings.HasPrefix(name, base+".") {
				return true
			}
		case pat == name:
			return true
		}
	}
	return false
}

// normalizeName applies NFKC, as CPython's tokenizer does to every
// identifier, so `import ｏｓ` is checked as `os`.
func normalizeName(s string) string { return norm.NFKC.String(s) }

// isIdentifier reports whether s is a Python identifier (after NFKC).
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || unicode.IsLetter(r) || (i > 0 && (unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Pc, r))) {
			continue
		}
		return false
	}
	return true
}

// isDottedName reports whether s is identifiers joined by single dots.
func isDottedName(s string) bool {
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if !isIdentifier(part) {
			return false
		}
	}
	return true
}

// blockedReason reports whether a normalized dotted module name falls under
// the fixed blocklist, and why. A name is blocked when
//   - its top-level module is a blocked module (so "os.path" is blocked with
//     "os"), compared case-insensitively because a case-insensitive file
//     system would load os for "OS";
//   - any later component is a host-access name that packages commonly
//     re-export ("numpy.os", "x.subprocess");
//   - any component is private (starts with "_"), except the top-level
//     __future__ which only switches compiler features.
func blockedReason(name string) (string, bool) {
	parts := strings.Split(name, ".")
	for i, part := range parts {
		low := strings.ToLower(part)
		if i == 0 {
			if part == "__future__" {
				continue
			}
			if why, ok := blockedModules[low]; ok {
				return why, true
			}
		} else if blockedAnywhere[low] {
			return "its " + part + " component is blocked: " + blockedModules[low], true
		}
		if strings.HasPrefix(part, "_") {
			return "private modules expose interpreter internals", true
		}
	}
	return "", false
}

// IsBlockedModule reports whether a dotted module name can never be
// imported, whatever the authorized imports say.
func IsBlockedModule(module string) bool {
	_, blocked := blockedReason(normalizeName(module))
	return blocked
}

// BlockedModules returns the names of the top-level modules that are always
// refused, sorted.
func BlockedModules() []string {
	out := make([]string, 0, len(blockedModules))
	for m := range blockedModules {
		out = append(out, m)
	}
	slices.Sort(out)
	return out
}

// BlockedModuleReason returns why a blocked top-level module is refused, or
// "" when it is not blocked.
func BlockedModuleReason(module string) string { return blockedModules[strings.ToLower(module)] }

// BlockedComponents returns the module-name components refused at any depth
// ("*.os"), sorted.
func BlockedComponents() []string {
	out := make([]string, 0, len(blockedAnywhere))
	for m := range blockedAnywhere {
		out = append(out, m)
	}
	slices.Sort(out)
	return out
}

// Reasons shared by several blocked modules.
const (
	whyHost    = "host process, environment or operating-system access"
	whyFiles   = "file-system access"
	whyNet     = "network access"
	whyCode    = "loads or runs code outside the interpreter's control"
	whyIntro   = "introspection of interpreter internals (frames, globals, objects)"
	whyThreads = "threads or processes escape the run's limits and cancellation"
	whySerial  = "deserialization can build arbitrary objects and call arbitrary code"
)

// blockedModules maps every always-refused top-level module (lower case) to
// the reason. Lookups are case-insensitive.
var blockedModules = map[string]string{
	"os": whyHost, "posix": whyHost, "nt": whyHost, "sys": whyHost,
	"subprocess": whyHost, "pty": whyHost, "tty": whyHost, "termios": whyHost,
	"signal": whyHost, "resource": whyHost, "fcntl": whyHost, "grp": whyHost,
	"pwd": whyHost, "spwd": whyHost, "crypt": whyHost, "platform": whyHost,
	"getpass": whyHost, "locale": "changes process-global state",
	"atexit": whyHost, "winreg": whyHost, "msvcrt": whyHost, "winsound": whyHost,
	"posixpath": whyFiles, "ntpath": whyFiles, "genericpath": whyFiles,
	"shutil": whyFiles, "pathlib": whyFiles, "glob": whyFiles, "tempfile": whyFiles,
	"filecmp": whyFiles, "fileinput": whyFiles,
	"mmap":      whyFiles,
	"linecache": whyFiles, "zipfile": whyFiles, "tarfile": whyFiles,
	"sqlite3": whyFiles, "dbm": whyFiles, "shelve": whyFiles, "logging": whyFiles,
	"select": whyNet, "selectors": whyNet, "socket": whyNet, "ssl": whyNet,
	"asyncio": whyNet, "http": whyNet, "urllib": whyNet, "ftplib": whyNet,
	"smtplib": whyNet, "poplib": whyNet, "imaplib": whyNet, "nntplib": whyNet,
	"telnetlib": whyNet, "socketserver": whyNet, "xmlrpc": whyNet,
	"webbrowser": whyNet,
	"builtins":   whyCode, "importlib": whyCode, "imp": whyCode,
	"zipimport": whyCode, "pkgutil": whyCode, "runpy": whyCode, "code": whyCode,
	"codeop": whyCode, "compileall": whyCode, "py_compile": whyCode,
	"ctypes": whyCode, "types": whyCode, "site": whyCode, "sysconfig": whyHost,
	"pdb": whyCode, "bdb": whyCode, "pydoc": whyCode, "doctest": whyCode,
	"inspect": whyIntro, "gc": whyIntro, "dis": whyIntro,
	"trace": whyIntro, "tracemalloc": whyIntro, "faulthandler": whyIntro,
	"threading": whyThreads, "multiprocessing": whyThreads,
	"concurrent": whyThreads,
	"pickle":     whySerial, "cpickle": whySerial, "marshal": whySerial,
	"copyreg": whySerial,
}

// reducedModules maps the modules whose CPython version reaches the host
// but whose krait version is a deliberately reduced, host-free subset to
// what that subset is. They are importable when authorized (none is in
// the default allowlist); the reason is shown by `krait policy`.
var reducedModules = map[string]string{
	"io": "krait's io has only the in-memory streams StringIO and BytesIO (with their bases, " +
		"UnsupportedOperation and SEEK_*): no open, open_code, FileIO or other file-backed class",
	"traceback": "krait's traceback is text only: it formats and prints exceptions as CPython does, and its " +
		"FrameSummary holds a file name, line numbers, a function name and a source line, never a frame " +
		"(no walk_tb, walk_stack, print_stack, extract_stack or captured locals)",
}

// ReducedModules returns the modules that are importable when authorized
// but exist in krait only as a host-free subset, with what that subset is,
// sorted by name.
func ReducedModules() []Rule {
	out := []Rule{}
	for _, m := range sortedKeys(reducedModules) {
		out = append(out, Rule{m, reducedModules[m]})
	}
	return out
}

// blockedAnywhere lists components refused even below an authorized
// package ("pkg.os"): the names packages re-export that open the host.
var blockedAnywhere = map[string]bool{
	"os": true, "sys": true, "subprocess": true, "builtins": true,
	"importlib": true, "ctypes": true, "posix": true, "nt": true,
	"socket": true, "shutil": true, "pty": true, "multiprocessing": true,
	"signal": true, "pickle": true, "marshal": true, "threading": true,
	"mmap": true, "fcntl": true, "resource": true, "pathlib": true,
	"tempfile": true, "inspect": true, "gc": true, "runpy": true,
	"zipimport": true,
}
