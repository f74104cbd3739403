// Package py is krait's Python object model: the Value interface, the
// built-in types (None, bool, int, float, complex, str, bytes, bytearray,
// list, tuple, dict, set, frozenset, range, slice, ...), type objects and
// user classes, exceptions, and the generic operations the interpreter and
// the builtins call (Repr, ToStr, Truth, Hash, Equal, Compare, Binary,
// InPlace, Unary, GetAttr, SetAttr, GetItem, SetItem, Iterate, Len,
// Contains, Call, CallMethod, Format, ...).
//
// Package py does not evaluate syntax: package interp does, and its Python
// functions implement Callable and Descriptor so that py can call them
// back (a __repr__ method, a sort key, ...) and bind them as methods.
//
// Where things are:
//
//	value.go, types.go       the Value contract, singletons, built-in type objects
//	thread.go                per-run budgets: ops, memory, depth, output, time, cancel
//	depth.go                 the depth guard every recursion over nested values passes
//	type.go, instance.go     classes (C3 MRO, layouts), instances, attribute protocol
//	callable.go, misc.go     builtins, bound methods, descriptors, super, abs/round/...
//	ops.go, compare.go       binary/unary operators and rich comparison with reflection
//	protocol.go, repr.go     truth, len, hash, items, iteration, containment, repr/str
//	int.go, float.go, ...    numbers (floatpow.go, doubledouble.go: libm-exact pow)
//	str.go, list.go, dict.go, set.go, bytes.go, range.go, slice.go   containers
//	*_methods.go, methods.go method tables of the built-in types
//	ctor.go                  what calling int, str, list, ... does
//	args.go                  argument parsing with CPython's TypeError wording
//	format.go                format(), str % args, str.format via internal/pyfmt
//	hash.go                  CPython's hashes (siphash13 as under PYTHONHASHSEED=0)
//	exception.go             the exception hierarchy and exception values
//	typing.go                X | Y and list[int] in annotations
//
// Invariants every file in this package keeps:
//   - Every operation that does work proportional to its input charges the
//     Thread (Thread.Charge for operations, Thread.Alloc for bytes) before
//     doing that work, and pre-checks the size of predictable large results
//     (repetition, padding, pow, shifts) before allocating. Memory
//     accounting is cumulative: it counts every byte allocated for Python
//     values (container growth charges the whole reallocated array), so it
//     bounds what a run can hold.
//   - Python exceptions are returned as *Exception (which implements error).
//     Limit errors (*LimitError) are not Python exceptions and can never be
//     caught by Python code.
//   - Recursion through nested data goes through the depth guard,
//     Thread.EnterData/LeaveData (depth.go), so it can never overflow the
//     Go stack: the generic entry points (Repr, ToStr, Compare, Hash,
//     Call) count a level for every value that is not a leaf, and Go code
//     that walks into nested values by other means counts its own
//     (NextNested for iterators that wrap iterators).
//   - There is no package-level mutable state: type objects of built-in
//     types and shared strings are immutable after init; everything per run
//     lives on Thread. Strings shared between runs must be made with
//     NewStrConst, since *Str caches its hash and length lazily.
//   - Every Value's dynamic Go type is comparable (a pointer or a scalar),
//     so == on Values is identity and never panics.
package py
