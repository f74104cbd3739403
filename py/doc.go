// Package py is krait's Python object model: the Value interface, the
// built-in types (None, bool, int, float, complex, str, bytes, bytearray,
// list, tuple, dict, set, frozenset, range, slice, ...), type objects and
// user classes, exceptions, and the generic operations the interpreter and
// the builtins call (Repr, Str, Truth, Hash, Equal, Compare, Binary, Unary,
// GetAttr, SetAttr, GetItem, SetItem, Iterate, Len, Call, ...).
//
// Package py does not evaluate syntax: package interp does, and its Python
// functions implement Callable so that py can call them back (a __repr__
// method, a sorted key, ...).
//
// Invariants every file in this package keeps:
//   - Every operation that does work proportional to its input charges the
//     Thread (Thread.Charge for operations, Thread.Alloc for bytes) before
//     doing that work, and pre-checks the size of predictable large results
//     (repetition, padding, pow, shifts) before allocating.
//   - Python exceptions are returned as *Exception (which implements error).
//     Limit errors (*LimitError) are not Python exceptions and can never be
//     caught by Python code.
//   - Recursion through nested data (repr, eq, hash, copy) goes through
//     Thread.Enter/Leave so it can never overflow the Go stack.
//   - There is no package-level mutable state: type objects of built-in
//     types are immutable after init; everything per run lives on Thread.
package py
