package policy

import (
	"errors"
	"slices"
	"strings"
)

// ErrDunderRefused is matched (errors.Is) by every *DunderError.
var ErrDunderRefused = errors.New("dunder attribute refused")

// DunderAccess says what user code tried to do with a dunder attribute.
type DunderAccess uint8

// The kinds of dunder access.
const (
	// DunderRead is `obj.__x__` as a value (or getattr/hasattr).
	DunderRead DunderAccess = iota + 1
	// DunderCall is `obj.__x__(...)`: the attribute is read only to be
	// called at once.
	DunderCall
	// DunderWrite is `obj.__x__ = v` (or setattr).
	DunderWrite
	// DunderDelete is `del obj.__x__` (or delattr).
	DunderDelete
)

// DunderError is the refusal of a dunder attribute access. Its text follows
// smolagents ("Forbidden access to dunder attribute: __class__",
// "Forbidden call to dunder function: __dir__"), plus krait's wording for
// stores and deletes, which smolagents does not check.
type DunderError struct {
	// Name is the attribute name as written.
	Name string
	// Access is what was attempted.
	Access DunderAccess
}

// Error implements error.
func (e *DunderError) Error() string {
	switch e.Access {
	case DunderCall:
		return "Forbidden call to dunder function: " + e.Name
	case DunderWrite:
		return "Forbidden assignment to dunder attribute: " + e.Name
	case DunderDelete:
		return "Forbidden deletion of dunder attribute: " + e.Name
	}
	return "Forbidden access to dunder attribute: " + e.Name
}

// Is makes errors.Is(err, ErrDunderRefused) true.
func (e *DunderError) Is(target error) bool { return target == ErrDunderRefused }

// Reason returns why the policy refuses the access: the table entry's
// reason for a name the table lists, else the general rule.
func (e *DunderError) Reason() string {
	if d, ok := dunderTable[normalizeName(e.Name)]; ok && d.Reason != "" {
		return d.Reason
	}
	return "not in the table of allowed dunder attributes"
}

// IsDunder reports whether an attribute name is a dunder name in
// smolagents' sense (starts and ends with "__"). The check is made on the
// name as given and on its NFKC form, so a string passed to getattr with
// fullwidth underscores cannot slip past it.
func IsDunder(name string) bool {
	return isDunderRaw(name) || isDunderRaw(normalizeName(name))
}

func isDunderRaw(s string) bool { return strings.HasPrefix(s, "__") && strings.HasSuffix(s, "__") }

// MaybeDunder is the cheap first test of the checkpoint: false means the
// name is certainly not a dunder (in any normalization), so no table
// lookup is needed. Every name starting with "__" or with a non-ASCII
// byte (a fullwidth underscore) answers true.
func MaybeDunder(name string) bool {
	if len(name) < 2 {
		return false
	}
	return (name[0] == '_' && name[1] == '_') || name[0] >= 0x80
}

// DunderRule selects how dunder attributes are judged. The zero value is
// the default, DunderTable.
type DunderRule uint8

const (
	// DunderTable is krait's reasoned table (DunderEntries): a dunder is
	// readable when what it yields is reachable anyway through allowed
	// builtins or is inert data of the program's own objects, and refused
	// when it leads to code, frames, globals or builtins, down the class
	// graph, to serialisation hooks, or rebinds identity.
	DunderTable DunderRule = iota
	// DunderStrict is smolagents' rule: every dunder is refused except
	// __name__, __qualname__, __doc__, __module__ and __members__ (read)
	// and __init__, __str__, __repr__ (call only).
	DunderStrict
)

// String returns "table" or "strict".
func (r DunderRule) String() string {
	if r == DunderStrict {
		return "strict"
	}
	return "table"
}

// Check decides one attribute access by name: nil for a non-dunder name
// or an allowed dunder, else a *DunderError. Defining dunder methods in a
// class body (`def __eq__(self, o): ...`) is a name binding in the class
// namespace, not an attribute access, and is always allowed. A name
// allowed only in its NFKC form (fullwidth underscores) is refused: the
// program wrote something else than the name it reaches.
func (r DunderRule) Check(name string, access DunderAccess) error {
	if !MaybeDunder(name) || !IsDunder(name) {
		return nil
	}
	if d, ok := dunderTable[name]; ok && d.allows(r, access) {
		return nil
	}
	return &DunderError{Name: name, Access: access}
}

// DunderEntry is one row of the dunder table: a name, what the default
// rule (DunderTable) and smolagents' rule (DunderStrict) allow, and why.
// Read implies Call; Write covers stores and deletes.
type DunderEntry struct {
	// Name is the dunder attribute.
	Name string `json:"name"`
	// Read: the attribute may be read as a value (getattr, hasattr,
	// obj.__x__) and so also called.
	Read bool `json:"read"`
	// Call: the attribute may be called as obj.__x__(...) even where it
	// may not be read as a value.
	Call bool `json:"call"`
	// Write: obj.__x__ = v and del obj.__x__ (setattr, delattr).
	Write bool `json:"write"`
	// StrictRead and StrictCall are what DunderStrict allows (it never
	// allows a write).
	StrictRead bool `json:"strict_read"`
	// StrictCall: see StrictRead.
	StrictCall bool `json:"strict_call"`
	// Group names the kind of entry (e.g. "inert data", "data-model
	// method", "code and globals").
	Group string `json:"group"`
	// Reason says why the access is allowed (or refused) and, for an
	// allowed one, what makes it harmless.
	Reason string `json:"reason"`
}

func (d DunderEntry) allows(r DunderRule, access DunderAccess) bool {
	if r == DunderStrict {
		switch access {
		case DunderRead:
			return d.StrictRead
		case DunderCall:
			return d.StrictRead || d.StrictCall
		}
		return false
	}
	switch access {
	case DunderRead:
		return d.Read
	case DunderCall:
		return d.Read || d.Call
	}
	return d.Write
}

// DunderEntries returns the dunder table, sorted by group then name. Any
// dunder not listed is refused for every access by both rules.
func DunderEntries() []DunderEntry {
	out := make([]DunderEntry, 0, len(dunderTable))
	for _, d := range dunderTable {
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b DunderEntry) int {
		if c := strings.Compare(groupOrder(a.Group), groupOrder(b.Group)); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// groupOrder sorts the table's groups in the order of dunderGroups.
func groupOrder(g string) string {
	for i, x := range dunderGroups {
		if x.name == g {
			return string(rune('a' + i))
		}
	}
	return "z" + g
}

// DunderReadAllowed returns the dunder names the rule lets user code
// read, sorted.
func (r DunderRule) DunderReadAllowed() []string {
	return r.names(func(d DunderEntry) bool { return d.allows(r, DunderRead) })
}

// DunderCallOnly returns the dunder names the rule lets user code call as
// obj.__x__(...) but not read as a value, sorted.
func (r DunderRule) DunderCallOnly() []string {
	return r.names(func(d DunderEntry) bool { return d.allows(r, DunderCall) && !d.allows(r, DunderRead) })
}

// DunderWriteAllowed returns the dunder names the rule lets user code
// assign and delete, sorted.
func (r DunderRule) DunderWriteAllowed() []string {
	return r.names(func(d DunderEntry) bool { return d.allows(r, DunderWrite) })
}

// names returns the table's names whose entries keep says yes to, sorted.
func (r DunderRule) names(keep func(DunderEntry) bool) []string {
	var out []string
	for n, d := range dunderTable {
		if keep(d) {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// AbsentAttributes are non-dunder attribute names that lead to frames or
// code in CPython. krait's objects do not have them at all (generators,
// tracebacks and functions expose no frame or code object), so reading
// one is an ordinary AttributeError; the security suite checks each.
func AbsentAttributes() []Rule {
	return slices.Clone(absentAttributes)
}

var absentAttributes = []Rule{
	{"gi_frame, gi_code, gi_yieldfrom", "generator frames and code: krait's generators have neither"},
	{"cr_frame, cr_code, ag_frame", "coroutine frames: krait runs no coroutines"},
	{"tb_frame, tb_lasti", "traceback frames: krait's traceback objects have tb_lineno and tb_next only"},
	{"f_globals, f_locals, f_builtins, f_back, f_code", "frame attributes: no frame object exists for a program to hold"},
	{"co_code, co_consts, co_names, ...", "code-object attributes: no code object exists for a program to hold"},
	{"cell_contents", "closure cells: __closure__ is refused, so no cell is reachable"},
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
