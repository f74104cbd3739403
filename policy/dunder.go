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

// IsDunder reports whether an attribute name is a dunder name in
// smolagents' sense (starts and ends with "__"). The check is made on the
// name as given and on its NFKC form, so a string passed to getattr with
// fullwidth underscores cannot slip past it.
func IsDunder(name string) bool {
	return isDunderRaw(name) || isDunderRaw(normalizeName(name))
}

func isDunderRaw(s string) bool { return strings.HasPrefix(s, "__") && strings.HasSuffix(s, "__") }

// dunderReadAllowed are the dunder attributes user code may read. Each
// entry is safe because it yields only an immutable string (or None) and no
// object to walk further:
var dunderReadAllowed = map[string]string{
	"__name__":     "a str: the name of a function, class or module",
	"__qualname__": "a str: the dotted qualified name of a function or class",
	"__doc__":      "a str or None: the docstring",
	"__module__":   "a str: the name of the defining module",
	"__members__":  "enum's documented API: on an enum class a read-only mappingproxy of its members; on any other object only what user code itself stored there",
}

// dunderCallAllowed are the dunder attributes user code may read only as
// the callee of an immediate call (smolagents' ALLOWED_DUNDER_METHODS). They
// are needed for `super().__init__(...)` and explicit `obj.__str__()`; the
// call runs code the user's class (or krait's object model) already
// defines, and the method object itself never becomes a value user code
// holds.
var dunderCallAllowed = map[string]string{
	"__init__": "super().__init__(...) in subclass constructors",
	"__str__":  "runs the object's own str conversion",
	"__repr__": "runs the object's own repr conversion",
}

// Refused on purpose (reads), with the reason, for the audit listing:
// __class__ (type() already gives the class, and the attribute is the first
// step of every subclass-walk escape, refused by smolagents too), __dict__
// (a mutable view of a namespace), __globals__, __builtins__, __code__,
// __closure__, __base__, __bases__, __mro__, __subclasses__, __traceback__,
// __self__, __func__, __getattribute__, __reduce__ and every other dunder:
// they expose interpreter internals.
var dunderRefusedExamples = map[string]string{
	"__class__":         "first step of subclass-walk escapes; type(x) gives the same value safely",
	"__dict__":          "a mutable view of a module, class or instance namespace",
	"__globals__":       "the defining module's namespace",
	"__builtins__":      "the builtins namespace",
	"__code__":          "code objects",
	"__closure__":       "closure cells of other functions",
	"__base__":          "walks to object and its subclasses",
	"__bases__":         "walks the class hierarchy",
	"__mro__":           "walks the class hierarchy",
	"__subclasses__":    "reaches every class in the process",
	"__traceback__":     "frames and their globals",
	"__self__":          "the object or module behind a bound builtin",
	"__getattribute__":  "bypasses the dunder check with a string name",
	"__reduce_ex__":     "pickling hooks that return callables",
	"__import__":        "import machinery",
	"__setattr__":       "bypasses the store check with a string name",
	"__init_subclass__": "class-creation hook",
}

// CheckAttribute decides one attribute access by name: nil for a
// non-dunder name or an allowed dunder, else a *DunderError. Defining dunder
// methods in a class body (`def __eq__(self, o): ...`) is a name binding in
// the class namespace, not an attribute access, and is always allowed.
func CheckAttribute(name string, access DunderAccess) error {
	if !IsDunder(name) {
		return nil
	}
	key := normalizeName(name)
	switch access {
	case DunderRead:
		if _, ok := dunderReadAllowed[key]; ok && key == name {
			return nil
		}
	case DunderCall:
		if _, ok := dunderReadAllowed[key]; ok && key == name {
			return nil
		}
		if _, ok := dunderCallAllowed[key]; ok && key == name {
			return nil
		}
	}
	return &DunderError{Name: name, Access: access}
}

// CheckAttributeRead is CheckAttribute(name, DunderRead).
func CheckAttributeRead(name string) error { return CheckAttribute(name, DunderRead) }

// CheckAttributeCall is CheckAttribute(name, DunderCall).
func CheckAttributeCall(name string) error { return CheckAttribute(name, DunderCall) }

// CheckAttributeWrite is CheckAttribute(name, DunderWrite): every dunder
// store is refused (smolagents checks none, letting `a.__class__ = B` and
// `setattr(x, '__x__', v)` through).
func CheckAttributeWrite(name string) error { return CheckAttribute(name, DunderWrite) }

// CheckAttributeDelete is CheckAttribute(name, DunderDelete): every dunder
// deletion is refused.
func CheckAttributeDelete(name string) error { return CheckAttribute(name, DunderDelete) }

// DunderReadAllowed returns the dunder names user code may read, sorted.
func DunderReadAllowed() []string { return sortedKeys(dunderReadAllowed) }

// DunderCallAllowed returns the dunder names user code may call as
// `obj.__x__(...)` (besides the readable ones), sorted.
func DunderCallAllowed() []string { return sortedKeys(dunderCallAllowed) }

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
