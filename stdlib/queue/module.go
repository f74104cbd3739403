// Package queue is krait's Python queue module: Queue, LifoQueue,
// PriorityQueue and SimpleQueue with Empty and Full.
//
// krait runs one Python thread, so no other thread can ever put into an
// empty queue or take from a full one. A call that would wait with a
// timeout therefore fails at once with Empty or Full (what CPython raises
// when the timeout expires), and a call that would wait forever raises
// RuntimeError instead of deadlocking the run.
package queue

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// Queue kinds.
const (
	fifo = iota
	lifo
	priority
	simple
)

// state is the Go part of a queue instance.
type state struct {
	kind     int
	maxsize  int64
	items    []py.Value
	head     int // first live item of a FIFO
	unfinish int64
}

// stateType is the type of the Go state kept in Instance.Base.
var stateType = py.NewBuiltinType("_queue_state", nil)

// Type implements py.Value.
func (*state) Type() *py.Type { return stateType }

func (s *state) size() int { return len(s.items) - s.head }

// module holds one interpreter's classes.
type module struct {
	empty, full *py.Type
}

// Load creates a fresh queue module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	var err error
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("_queue"))
	ns.SetStr("__doc__", py.NewStr("Exception raised by Queue.get(block=0)/get_nowait()."))
	if m.empty, err = py.NewClass(t, "Empty", []*py.Type{py.ExceptionType}, ns); err != nil {
		return nil, err
	}
	ns = py.NewDict()
	ns.SetStr("__module__", py.NewStr("queue"))
	ns.SetStr("__doc__", py.NewStr("Exception raised by Queue.put(block=0)/put_nowait()."))
	if m.full, err = py.NewClass(t, "Full", []*py.Type{py.ExceptionType}, ns); err != nil {
		return nil, err
	}
	mod := py.NewModule("queue")
	mod.Dict.SetStr("Empty", m.empty)
	mod.Dict.SetStr("Full", m.full)
	q, err := m.newClass(t, "Queue", fifo, py.ObjectType)
	if err != nil {
		return nil, err
	}
	mod.Dict.SetStr("Queue", q)
	classes := []*py.Type{q}
	for _, c := range []struct {
		name string
		kind int
	}{{"LifoQueue", lifo}, {"PriorityQueue", priority}} {
		cls, err := m.newClass(t, c.name, c.kind, q)
		if err != nil {
			return nil, err
		}
		mod.Dict.SetStr(c.name, cls)
		classes = append(classes, cls)
	}
	sq, err := m.newClass(t, "SimpleQueue", simple, py.ObjectType)
	if err != nil {
		return nil, err
	}
	mod.Dict.SetStr("SimpleQueue", sq)
	// Its classes' methods close over m (the memory walk visits it as
	// mod.Go) and names; a queue's items are measured (memwalk.go).
	mod.Go = m
	py.MarkWalkable(mod)
	for _, cls := range append(classes, sq) {
		py.MarkClassWalkable(cls)
	}
	return mod, nil
}

// raise makes an instance of exception class cls.
func raise(t *py.Thread, cls *py.Type) error {
	v, err := py.Call(t, cls, nil, nil)
	if err != nil {
		return err
	}
	if e, ok := v.(error); ok {
		return e
	}
	return py.NewRuntimeError("queue: exception class did not make an exception")
}

// stateOf returns the state of a queue instance.
func stateOf(v py.Value) (*state, error) {
	if in, ok := v.(*py.Instance); ok {
		if s, ok := in.Base.(*state); ok {
			return s, nil
		}
	}
	return nil, py.NewTypeError("queue method called on a '%s' object", v.Type().Name)
}

// blockArgs parses (block=True, timeout=None) after an optional item.
func blockArgs(t *py.Thread, fname string, args []py.Value, kwargs []py.Kwarg, names []string, required int) ([]py.Value, bool, bool, error) {
	vals := make([]py.Value, len(names))
	ptrs := make([]*py.Value, len(names))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := bindArgs(fname, args, kwargs, names, required, ptrs); err != nil {
		return nil, false, false, err
	}
	block, hasTimeout := true, false
	n := len(names)
	if vals[n-2] != nil {
		b, err := py.Truth(t, vals[n-2])
		if err != nil {
			return nil, false, false, err
		}
		block = b
	}
	if vals[n-1] != nil && vals[n-1] != py.None {
		f, ok, err := py.AsFloat(vals[n-1])
		if err != nil {
			return nil, false, false, err
		}
		if !ok {
			return nil, false, false, py.NewTypeError("'<' not supported between instances of '%s' and 'int'", vals[n-1].Type().Name)
		}
		if block && f < 0 {
			return nil, false, false, py.NewValueError("'timeout' must be a non-negative number")
		}
		hasTimeout = true
	}
	return vals, block, hasTimeout, nil
}

// bindArgs binds a call to a queue method (written in Python in CPython)
// into ptrs, one per name; absent optional arguments leave theirs as is.
func bindArgs(fname string, args []py.Value, kwargs []py.Kwarg, names []string, required int, ptrs []*py.Value) error {
	vals, err := pyargs.Bind(fname, true, names, required, args, kwargs)
	for i, v := range vals {
		if v != nil {
			*ptrs[i] = v
		}
	}
	return err
}

// newClass creates one of the queue classes.
func (m *module) newClass(t *py.Thread, name string, kind int, base *py.Type) (*py.Type, error) {
	qual := name
	with := func(f func(t *py.Thread, s *state, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) py.BuiltinFunc {
		return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s, err := stateOf(self)
			if err != nil {
				return nil, err
			}
			return f(t, s, self, args, kwargs)
		}
	}
	put := func(nowait bool) py.BuiltinFunc {
		return with(func(t *py.Thread, s *state, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var item py.Value
			block, hasTimeout := false, false
			if nowait {
				vals := []py.Value{nil}
				if err := bindArgs(qual+".put_nowait", args, kwargs, []string{"item"}, 1, []*py.Value{&vals[0]}); err != nil {
					return nil, err
				}
				item = vals[0]
			} else {
				vals, b, ht, err := blockArgs(t, qual+".put", args, kwargs, []string{"item", "block", "timeout"}, 1)
				if err != nil {
					return nil, err
				}
				item, block, hasTimeout = vals[0], b, ht
			}
			if s.kind != simple && s.maxsize > 0 && int64(s.size()) >= s.maxsize {
				if block && !hasTimeout {
					return nil, py.NewRuntimeError("put() on a full queue would block forever: krait runs a single thread, so nothing can take an item out")
				}
				return nil, raise(t, m.full)
			}
			if err := t.Alloc(16); err != nil {
				return nil, err
			}
			if err := s.push(t, item); err != nil {
				return nil, err
			}
			s.unfinish++
			return py.None, nil
		})
	}
	get := func(nowait bool) py.BuiltinFunc {
		return with(func(t *py.Thread, s *state, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			block, hasTimeout := false, false
			if nowait {
				if err := bindArgs(qual+".get_nowait", args, kwargs, nil, 0, nil); err != nil {
					return nil, err
				}
			} else {
				_, b, ht, err := blockArgs(t, qual+".get", args, kwargs, []string{"block", "timeout"}, 0)
				if err != nil {
					return nil, err
				}
				block, hasTimeout = b, ht
			}
			if s.size() == 0 {
				if block && !hasTimeout {
					return nil, py.NewRuntimeError("get() on an empty queue would block forever: krait runs a single thread, so nothing can put an item in")
				}
				return nil, raise(t, m.empty)
			}
			return s.pop(t)
		})
	}
	noArgs := func(name string, f func(s *state) (py.Value, error)) py.BuiltinFunc {
		return with(func(t *py.Thread, s *state, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := bindArgs(qual+"."+name, args, kwargs, nil, 0, nil); err != nil {
				return nil, err
			}
			return f(s)
		})
	}
	methods := []struct {
		name string
		fn   py.BuiltinFunc
	}{
		{"__init__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			in, ok := self.(*py.Instance)
			if !ok {
				return nil, py.NewTypeError("%s.__init__ needs an instance", qual)
			}
			st := &state{kind: kind}
			if kind == simple {
				if err := bindArgs(qual+".__init__", args, kwargs, nil, 0, nil); err != nil {
					return nil, err
				}
			} else {
				var ms py.Value
				if err := bindArgs(qual+".__init__", args, kwargs, []string{"maxsize"}, 0, []*py.Value{&ms}); err != nil {
					return nil, err
				}
				if ms != nil {
					n, err := py.Index(t, ms)
					if err != nil {
						return nil, err
					}
					st.maxsize = n
				}
			}
			if in.Base != nil {
				if old, ok := in.Base.(*state); ok {
					st.kind = old.kind
				}
			}
			in.Base = st
			return py.None, nil
		}},
		{"qsize", noArgs("qsize", func(s *state) (py.Value, error) { return py.NewInt(int64(s.size())), nil })},
		{"empty", noArgs("empty", func(s *state) (py.Value, error) { return py.NewBool(s.size() == 0), nil })},
		{"put", put(false)},
		{"put_nowait", put(true)},
		{"get", get(false)},
		{"get_nowait", get(true)},
	}
	if kind != simple {
		methods = append(methods,
			struct {
				name string
				fn   py.BuiltinFunc
			}{"full", noArgs("full", func(s *state) (py.Value, error) {
				return py.NewBool(s.maxsize > 0 && int64(s.size()) >= s.maxsize), nil
			})},
			struct {
				name string
				fn   py.BuiltinFunc
			}{"task_done", noArgs("task_done", func(s *state) (py.Value, error) {
				if s.unfinish <= 0 {
					return nil, py.NewValueError("task_done() called too many times")
				}
				s.unfinish--
				return py.None, nil
			})},
			struct {
				name string
				fn   py.BuiltinFunc
			}{"join", noArgs("join", func(s *state) (py.Value, error) {
				if s.unfinish > 0 {
					return nil, py.NewRuntimeError("join() with unfinished tasks would block forever: krait runs a single thread, so nothing can call task_done()")
				}
				return py.None, nil
			})},
		)
	}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("queue"))
	var owned []*py.Builtin
	for _, me := range methods {
		if base != py.ObjectType && me.name != "__init__" {
			continue // inherited from Queue
		}
		b := &py.Builtin{Name: me.name, Fn: me.fn}
		ns.SetStr(me.name, b)
		owned = append(owned, b)
	}
	if kind != simple {
		ns.SetStr("maxsize", &py.Property{Name: "maxsize", Get: py.NewBuiltin("maxsize", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("maxsize expects one argument")
			}
			s, err := stateOf(args[0])
			if err != nil {
				return nil, err
			}
			return py.NewInt(s.maxsize), nil
		})})
		ns.SetStr("unfinished_tasks", &py.Property{Name: "unfinished_tasks", Get: py.NewBuiltin("unfinished_tasks", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if len(args) != 1 {
				return nil, py.NewTypeError("unfinished_tasks expects one argument")
			}
			s, err := stateOf(args[0])
			if err != nil {
				return nil, err
			}
			return py.NewInt(s.unfinish), nil
		})})
	}
	ns.SetStr("__new__", &py.StaticMethod{Func: py.NewBuiltin("__new__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 {
			return nil, py.NewTypeError("%s.__new__(): not enough arguments", qual)
		}
		cls, ok := args[0].(*py.Type)
		if !ok {
			return nil, py.NewTypeError("%s.__new__(X): X is not a type object", qual)
		}
		return &py.Instance{Class: cls, Base: &state{kind: kind}, Dict: py.NewDict()}, nil
	})})
	cls, err := py.NewClass(t, name, []*py.Type{base}, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range owned {
		b.Owner = cls
	}
	return cls, nil
}

// push adds an item in the queue's order.
func (s *state) push(t *py.Thread, item py.Value) error {
	s.items = append(s.items, item)
	if s.kind != priority {
		return nil
	}
	// heapq.heappush: sift the new item down towards the root.
	pos := len(s.items) - 1
	for pos > 0 {
		parent := (pos - 1) >> 1
		lt, err := py.CompareBool(t, py.Lt, item, s.items[parent])
		if err != nil {
			s.items = s.items[:len(s.items)-1]
			return err
		}
		if !lt {
			break
		}
		s.items[pos] = s.items[parent]
		pos = parent
	}
	s.items[pos] = item
	return nil
}

// pop removes the next item in the queue's order.
func (s *state) pop(t *py.Thread) (py.Value, error) {
	switch s.kind {
	case lifo:
		v := s.items[len(s.items)-1]
		s.items = s.items[:len(s.items)-1]
		return v, nil
	case priority:
		return s.heapPop(t)
	}
	v := s.items[s.head]
	s.items[s.head] = nil
	s.head++
	if s.head == len(s.items) {
		s.items, s.head = s.items[:0], 0
	} else if s.head > 32 && s.head*2 > len(s.items) {
		// Compacting copies the live half into a new array: charged.
		if err := t.Alloc(int64(16 * (len(s.items) - s.head))); err != nil {
			return nil, err
		}
		s.items = append(s.items[:0:0], s.items[s.head:]...)
		s.head = 0
	}
	return v, nil
}

// heapPop is heapq.heappop: move the last item to the root and sift it
// up to a leaf, then down, as heapq does (so equal priorities come out in
// the same order as CPython's).
func (s *state) heapPop(t *py.Thread) (py.Value, error) {
	last := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	if len(s.items) == 0 {
		return last, nil
	}
	ret := s.items[0]
	s.items[0] = last
	h := s.items
	end := len(h)
	pos := 0
	newitem := h[pos]
	child := 2*pos + 1
	for child < end {
		right := child + 1
		if right < end {
			lt, err := py.CompareBool(t, py.Lt, h[child], h[right])
			if err != nil {
				return nil, err
			}
			if !lt {
				child = right
			}
		}
		h[pos] = h[child]
		pos = child
		child = 2*pos + 1
	}
	h[pos] = newitem
	// _siftdown(heap, 0, pos)
	for pos > 0 {
		parent := (pos - 1) >> 1
		lt, err := py.CompareBool(t, py.Lt, newitem, h[parent])
		if err != nil {
			return nil, err
		}
		if !lt {
			break
		}
		h[pos] = h[parent]
		pos = parent
	}
	h[pos] = newitem
	return ret, nil
}
