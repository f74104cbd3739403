package py

import "unsafe"

// The memory walk measures what one interpreter's data holds, without
// reading the process heap: it follows references from roots the
// interpreter names (its globals, imported modules, the iterators of the
// loops running at the safe point) and adds up an estimate of each
// object's size, in the same units the constructors charge with
// Thread.Alloc. It is how a run's memory counter, an upper bound charged
// on every allocation, is lowered to what is still reachable (see
// Thread.TickStmt and docs/security.md, "Memory accounting").
//
// An exact walk never undercounts: an object whose references it cannot
// see (a Go closure, a type defined elsewhere that does not implement
// MemReferrer, a generator suspended with values on its Go stack) makes
// it inexact (GiveUp). It still measures what it can reach: a lower
// bound of what the data holds, which the counter may not go below.

// MemReferrer is implemented by values defined outside this package that
// the memory walk can measure: MemRefs adds the value's own size with
// w.Add and passes every value it references to w.Visit, or calls
// w.GiveUp when it holds references the walk cannot see. It must be
// implemented by pointer types (the walk keeps a set of values seen).
type MemReferrer interface {
	Value
	MemRefs(w *MemWalk)
}

// MemWalk is one walk over an interpreter's reachable data. The zero
// value is not usable; see NewMemWalk.
type MemWalk struct {
	// Static reports whether a built-in function (a *Builtin without a
	// receiver) that is not marked as holding nothing (MarkWalkable, the
	// methods of built-in and frozen classes) is one the walk may count as
	// holding nothing anyway: a function of the builtins table, for
	// instance. Nil means none is.
	Static func(b *Builtin) bool
	// Poll, when set, is called every pollNodes objects (a reference
	// followed counts as 1/slotsPerNode of one): a walk of a million
	// objects takes a second or more on a loaded machine, and
	// the run's deadline, cancellation and scheduler (Thread.Yield) must
	// not wait for it. An error stops the walk (Err returns it).
	Poll func() error
	err  error

	seen    valueSet
	memo    *WalkMemo
	buffers map[any]struct{}
	stack   []Value
	stopped bool
	size    int64
	nodes   int64
	slots   int64
	maxNode int64
	// nextPoll is the work (see work) at which Run calls Poll next.
	nextPoll int64
	failed   string
}

// NewMemWalk returns a walk that gives up after visiting maxNodes
// objects (a walk is charged per object; see Thread.TickStmt).
func NewMemWalk(maxNodes int64) *MemWalk {
	return &MemWalk{maxNode: maxNodes, nextPoll: pollNodes}
}

// Add counts n bytes held by the value being measured.
func (w *MemWalk) Add(n int64) { w.size += n }

// AddBuffer counts n bytes of a Go buffer that several values may
// share (an array and its views), once per key (the buffer's first
// element's address, for instance). It reports whether the key was new
// to this walk.
func (w *MemWalk) AddBuffer(key any, n int64) bool {
	if w.buffers == nil {
		w.buffers = map[any]struct{}{}
	}
	if _, ok := w.buffers[key]; ok {
		return false
	}
	w.buffers[key] = struct{}{}
	w.size += n
	w.slots++
	return true
}

// GiveUp marks the walk inexact: the value being measured holds
// references the walk cannot see. why says which (for tests and docs).
// The walk goes on with what it can see, so its size is still a lower
// bound of what the data holds (see Run).
func (w *MemWalk) GiveUp(why string) {
	if w.failed == "" {
		w.failed = why
	}
}

// Failed returns why the walk gave up, or "" when it did not.
func (w *MemWalk) Failed() string { return w.failed }

// Stopped reports whether the walk stopped at its limit of objects: its
// size is then a lower bound of what was visited, not of the data.
func (w *MemWalk) Stopped() bool { return w.stopped }

// Size returns the bytes counted so far.
func (w *MemWalk) Size() int64 { return w.size }

// Nodes returns the number of objects visited so far.
func (w *MemWalk) Nodes() int64 { return w.nodes }

// Slots returns the number of references followed so far (the slots of
// lists, tuples, dicts and sets, values seen before or held inline
// included): with Nodes, the walk's cost.
func (w *MemWalk) Slots() int64 { return w.slots }

// Visit adds v (and, once Run is called, what it references) to the
// walk. Values seen before are counted once.
func (w *MemWalk) Visit(v Value) {
	switch v.(type) {
	case nil, NoneType, Bool, Int, Float, Complex, NotImplementedType, EllipsisType:
		return // held inline in the slot that refers to them
	}
	if typedNil(v) {
		// A nil pointer of some value type: what an exhausted iterator
		// keeps in place of what it read (a list iterator's list). It
		// holds nothing, and measuring it would dereference nil.
		return
	}
	if !isPyPointer(v) {
		if _, ok := v.(MemReferrer); !ok {
			// Possibly not comparable (a map key): give up before using it.
			w.GiveUp("value of type " + v.Type().Name)
			return
		}
	}
	if !w.seen.add(v) {
		return
	}
	if s, ok := v.(*Str); ok {
		// The commonest value held, and one without references: counted
		// here rather than through the stack.
		w.nodes++
		w.size += 32 + int64(len(s.s))
		return
	}
	w.stack = append(w.stack, v)
}

// Run measures everything visited so far and what it references, and
// returns the total in bytes and whether the walk is exact. An inexact
// walk (one that gave up on a value) that did not stop at its limit of
// objects still measured every value it could reach without passing
// through one it cannot see: its size is a lower bound of what the data
// holds.
func (w *MemWalk) Run() (int64, bool) {
	for len(w.stack) > 0 && !w.stopped {
		v := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		w.nodes++
		if w.nodes > w.maxNode {
			w.GiveUp("too many objects")
			w.stopped = true
			break
		}
		if w.Poll != nil && w.work() >= w.nextPoll {
			w.nextPoll = w.work() + pollNodes
			if err := w.Poll(); err != nil {
				w.GiveUp("stopped: " + err.Error())
				w.err, w.stopped = err, true
				break
			}
		}
		w.measure(v)
	}
	return w.size, w.failed == ""
}

// pollNodes is how many objects a walk visits between calls of Poll.
const pollNodes = 4096

// slotsPerNode is how many references followed weigh as much as one
// object visited, in the walk's progress between polls: following one
// (a set look-up when it holds a pointer) costs about an eighth of
// measuring an object. Counting objects alone, a walk of 8,000 classes
// chained by inheritance (64 million MRO entries in all) followed them
// all between two polls, seconds past the run's deadline.
const slotsPerNode = 8

// work is the walk's progress for polling: objects visited and
// references followed.
func (w *MemWalk) work() int64 { return w.nodes + w.slots/slotsPerNode }

// Err returns the error of Poll that stopped the walk, or nil.
func (w *MemWalk) Err() error { return w.err }

// isPyPointer reports whether v is one of this package's pointer types
// that measure knows.
// typedNil reports whether v is an interface holding a nil pointer: its
// data word is nil (every value type krait stores in a Value is a
// pointer or is boxed, so only a nil pointer has a nil data word).
func typedNil(v Value) bool {
	return (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1] == nil
}

func isPyPointer(v Value) bool {
	switch v.(type) {
	case *Str, *Bytes, *ByteArray, *BigInt, *Range, *Slice, *List, *Tuple, *Dict, *Set, *FrozenSet,
		*DictView, *listIterator, *listReverseIterator, *tupleIterator, *rangeIterator, *strIterator,
		*bytesIterator, *dictIterator, *setIterator, *Instance, *Type, *Exception, *BoundMethod,
		*StaticMethod, *ClassMethod, *Property, *Super, *Builtin, *Module, *instanceIterator,
		*seqIterator, *reverseSeqIterator, *longIntRangeIterator, *longRangeIterator, *MappingProxy,
		*Union, *GenericAlias, *MemberDescriptor:
		return true
	}
	return false
}

// visitAll visits every value of a slice.
func (w *MemWalk) visitAll(vs []Value) {
	w.slots += int64(len(vs))
	for _, v := range vs {
		w.Visit(v)
	}
}

// visitDict measures a dict the walk has not seen yet.
func (w *MemWalk) visitDict(d *Dict) {
	if d == nil {
		return
	}
	if !w.seen.add(d) {
		return
	}
	w.nodes++
	w.measureDict(d)
}

// measureDict counts a dict's table and visits its keys and values.
func (w *MemWalk) measureDict(d *Dict) {
	w.size += 64 + int64(cap(d.entries))*dictEntrySize + int64(cap(d.index))*4
	// The whole backing array: a slot past the length may still hold a
	// value the Go heap keeps alive.
	entries := d.entries[:cap(d.entries)]
	w.slots += 2 * int64(len(entries))
	for i := range entries {
		w.Visit(entries[i].key)
		w.Visit(entries[i].value)
	}
}

// visitType visits a class: built-in and frozen types are shared and
// immutable, so they hold nothing of the run; a user class holds its
// namespace, its bases and its attribute memo.
func (w *MemWalk) visitType(t *Type) {
	if t == nil || t.builtin || t.frozen {
		return
	}
	w.Visit(t)
}

// measure counts one value's own size and visits what it references.
func (w *MemWalk) measure(v Value) {
	switch v := v.(type) {
	case *Bytes:
		w.size += 32 + int64(len(v.s))
	case *ByteArray:
		w.size += 32 + int64(cap(v.b))
	case *BigInt:
		w.size += 16 + int64(v.v.BitLen()/8)
	case *Range:
		w.size += 32
	case *Slice:
		w.size += 48
		w.Visit(v.Start)
		w.Visit(v.Stop)
		w.Visit(v.Step)
	case *List:
		w.size += 32 + int64(cap(v.items))*valueSize
		w.visitAll(v.items[:cap(v.items)]) // stale slots past the length included
	case *Tuple:
		w.size += 24 + int64(len(v.items))*valueSize
		w.visitAll(v.items)
	case *Dict:
		w.measureDict(v)
	case *Set:
		w.measureSet(&v.setTable)
	case *FrozenSet:
		w.measureSet(&v.setTable)
	case *DictView:
		w.size += 32
		w.visitDict(v.d)
	case *listIterator:
		w.size += 32
		w.Visit(v.l)
	case *listReverseIterator:
		w.size += 32
		w.Visit(v.l)
	case *tupleIterator:
		w.size += 56
		if v.tu != nil {
			w.Visit(v.tu)
		} else {
			w.visitAll(v.items)
		}
	case *rangeIterator:
		w.size += 32
	case *longIntRangeIterator:
		w.size += 32
	case *longRangeIterator:
		w.size += 64 + int64(v.next.BitLen()+v.step.BitLen()+v.left.BitLen())/8
	case *instanceIterator:
		w.size += 16
		w.Visit(v.inst)
	case *seqIterator:
		w.size += 32
		w.Visit(v.seq)
	case *reverseSeqIterator:
		w.size += 32
		w.Visit(v.seq)
	case *MappingProxy:
		w.size += 16
		w.visitDict(v.d)
	case *Union:
		w.size += 24 + int64(len(v.Args))*valueSize
		w.visitAll(v.Args)
	case *GenericAlias:
		w.size += 32 + int64(len(v.Args))*valueSize
		w.visitType(v.Origin)
		w.visitAll(v.Args)
	case *strIterator:
		w.size += 32
		w.Visit(v.s)
	case *bytesIterator:
		w.size += 48 + int64(len(v.s))
		if v.b != nil {
			w.Visit(v.b)
		}
	case *dictIterator:
		w.size += 64
		w.visitDict(v.d)
	case *setIterator:
		w.size += 48
		if v.s != nil { // nil once exhausted
			w.measureSet(v.s)
		}
	case *Instance:
		w.size += 64
		w.visitType(v.Class)
		w.visitDict(v.Dict)
		w.Visit(v.Base)
		if vs := v.slotVals(); vs != nil {
			w.size += int64(len(vs)) * valueSize
			w.visitAll(vs)
		}
	case *Type:
		w.measureType(v)
	case *Exception:
		w.measureException(v)
	case *BoundMethod:
		w.size += 32
		w.Visit(v.Func)
		w.Visit(v.Self)
	case *StaticMethod:
		w.size += 16
		w.Visit(v.Func)
	case *ClassMethod:
		w.size += 16
		w.Visit(v.Func)
	case *Property:
		w.size += 64 + int64(len(v.Name))
		w.Visit(v.Get)
		w.Visit(v.Set)
		w.Visit(v.Del)
		w.Visit(v.Doc)
	case *Super:
		w.size += 32
		w.visitType(v.Class)
		w.Visit(v.Obj)
	case *MemberDescriptor:
		w.size += 48 + int64(len(v.name))
		w.visitType(v.owner)
	case *Builtin:
		// A Go function may close over Python values the walk cannot
		// see; only functions known to hold none count as empty, and
		// those that list what they hold are measured through it.
		if v.Refs != nil {
			v.Refs.MemRefs(w)
		} else if !v.static && (v.Self != nil || w.Static == nil || !w.Static(v)) {
			w.GiveUp("built-in function " + v.Name)
		}
		if v.Self != nil {
			w.size += 80
			w.Visit(v.Self)
		}
	case *Module:
		if !v.walkable {
			w.GiveUp("module " + v.Name) // Go state and closures the walk cannot see
		} else if s, ok := v.Go.(MemState); ok {
			s.MemRefs(w)
		}
		w.size += 64
		w.visitNamespace(v.Dict)
	case MemReferrer:
		v.MemRefs(w)
	default:
		w.GiveUp("value of type " + v.Type().Name)
	}
}

// measureSet counts a set's table and visits its keys.
func (w *MemWalk) measureSet(s *setTable) {
	w.size += 64 + int64(len(s.table))*setEntrySize
	w.slots += int64(len(s.table))
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			w.Visit(e.key)
		}
	}
}

// measureType counts a class: its namespace, bases, MRO and memo of
// attribute lookups (which may still hold values replaced in a dict).
func (w *MemWalk) measureType(t *Type) {
	if t.builtin || t.frozen {
		return
	}
	if t.Hooks != nil || t.meta != nil && !t.meta.Hooks.Walkable {
		w.GiveUp("class " + t.Name + " with a Go metatype")
		return
	}
	w.size += 256 + int64(len(t.Name)+len(t.Qualname)+len(t.Module)) + int64(len(t.Bases)+len(t.MRO))*8 + int64(t.nslots)*16
	w.slots += int64(len(t.Bases) + len(t.MRO))
	if t.memoNS {
		w.visitNamespace(t.Dict)
	} else {
		w.visitDict(t.Dict)
	}
	for _, b := range t.Bases {
		w.visitType(b)
	}
	for _, b := range t.MRO {
		w.visitType(b)
	}
	if c := t.cache; c != nil {
		w.size += int64(len(c.entries)) * 24
		for _, e := range c.entries {
			w.Visit(e.value)
		}
	}
}

// measureException counts an exception: its arguments, attributes,
// chained exceptions, group members and traceback.
func (w *MemWalk) measureException(e *Exception) {
	w.size += 96 + int64(len(e.Args))*valueSize
	w.visitType(e.typ)
	w.visitAll(e.Args)
	w.visitDict(e.Dict)
	w.visitDict(e.members)
	if e.Cause != nil {
		w.Visit(e.Cause)
	}
	if e.Context != nil {
		w.Visit(e.Context)
	}
	if e.group != nil {
		w.Visit(e.group.msg)
		w.Visit(e.group.excs)
	}
	if e.RaisedIn != nil {
		w.size += 48 + int64(len(e.RaisedIn.Filename)+len(e.RaisedIn.Name))
	}
	switch tb := e.TB.(type) {
	case nil:
	case MemSizer:
		w.size += tb.MemSize()
	default:
		w.GiveUp("traceback")
	}
}

// MemSizer is implemented by Go state attached to values (an exception's
// traceback) that holds no Python values: MemSize returns its size in
// bytes.
type MemSizer interface {
	MemSize() int64
}
