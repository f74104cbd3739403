// Package graphlib implements Python's graphlib for krait:
// TopologicalSorter with CPython's node order (insertion order, ready
// nodes in the order they became ready) and its cycle detection, and
// CycleError.
package graphlib

import (
	"sort"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

const (
	nodeOut  = -1 // returned by get_ready, not done yet
	nodeDone = -2 // marked done
)

// module is one interpreter's graphlib.
type module struct {
	sorterT *py.Type
	cycle   *py.Type // CycleError
}

// MemRefs visits the module's classes for the memory walk.
func (m *module) MemRefs(w *py.MemWalk) {
	w.Add(16)
	w.Visit(m.sorterT)
	w.Visit(m.cycle)
}

// nodeInfo is one node of a sorter.
type nodeInfo struct {
	node       py.Value
	npred      int
	successors []py.Value
}

// sorter is a TopologicalSorter.
type sorter struct {
	m        *module
	index    *py.Dict // node -> index into infos
	infos    []*nodeInfo
	ready    []py.Value
	prepared bool
	passed   int
	finished int
}

// Type returns object: the state is an opaque attribute of the
// TopologicalSorter instance.
func (s *sorter) Type() *py.Type { return py.ObjectType }

// MemRefs measures a sorter for the memory walk: its node table, the
// nodes and their successors, and the ready list.
func (s *sorter) MemRefs(w *py.MemWalk) {
	w.Add(64 + int64(cap(s.infos))*8 + int64(cap(s.ready))*16)
	w.Visit(s.index)
	for _, n := range s.infos {
		w.Add(48 + int64(cap(n.successors))*16)
		w.Visit(n.node)
		for _, v := range n.successors {
			w.Visit(v)
		}
	}
	for _, v := range s.ready[:cap(s.ready)] {
		w.Visit(v)
	}
}

// Load creates a fresh graphlib module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("graphlib"))
	var err error
	if m.cycle, err = py.NewClass(t, "CycleError", []*py.Type{py.ValueErrorType}, ns); err != nil {
		return nil, err
	}
	var methods []goclass.Method
	for name, fn := range map[string]func(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error){
		"add":          m.add,
		"prepare":      m.prepare,
		"is_active":    m.isActive,
		"__bool__":     m.isActive,
		"get_ready":    m.getReady,
		"done":         m.done,
		"static_order": m.staticOrder,
	} {
		fn, name := fn, name
		methods = append(methods, goclass.Method{Name: name, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s := stateOf(self)
			if s == nil {
				return nil, py.NewAttributeError("'%s' object has no attribute '_node2info'", self.Type().Name)
			}
			return fn(t, s, args, kwargs)
		}})
	}
	methods = append(methods, goclass.Method{Name: "__init__", Fn: m.init})
	sort.Slice(methods, func(i, j int) bool { return methods[i].Name < methods[j].Name })
	if m.sorterT, err = goclass.New(t, goclass.Spec{Module: "graphlib", Name: "TopologicalSorter", Methods: methods}); err != nil {
		return nil, err
	}
	mod := py.NewModule("graphlib")
	mod.Dict.SetStr("TopologicalSorter", m.sorterT)
	mod.Dict.SetStr("CycleError", m.cycle)
	// The memory walk can measure it: TopologicalSorter's methods close
	// over m (its two classes, which the module's namespace holds too)
	// and the names of the methods; a sorter's state is a MemReferrer.
	mod.Go = m
	py.MarkClassWalkable(m.sorterT)
	py.MarkWalkable(mod)
	return mod, nil
}

// stateOf returns the sorter state an instance keeps under
// _node2info (CPython's attribute for its node table).
func stateOf(self py.Value) *sorter {
	if in, ok := self.(*py.Instance); ok {
		s, _ := in.Dict.GetStr("_node2info").(*sorter)
		return s
	}
	return nil
}

// init is TopologicalSorter.__init__(graph=None).
func (m *module) init(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var graph py.Value = py.None
	if err := py.UnpackArgs("TopologicalSorter", args, kwargs, []string{"graph"}, 0, &graph); err != nil {
		return nil, err
	}
	in, ok := self.(*py.Instance)
	if !ok {
		return nil, py.NewTypeError("TopologicalSorter.__init__ needs an instance")
	}
	s := &sorter{m: m, index: py.NewDict()}
	in.Dict.SetStr("_node2info", s)
	if graph == py.None {
		return py.None, nil
	}
	items, err := py.CallMethod(t, graph, "items", nil, nil)
	if err != nil {
		return nil, err
	}
	it, err := py.Iterate(t, items)
	if err != nil {
		return nil, err
	}
	for {
		kv, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if kv == nil {
			break
		}
		pair, ok := kv.(*py.Tuple)
		if !ok || len(pair.Items()) != 2 {
			return nil, py.NewTypeError("graph.items() must yield (node, predecessors) pairs")
		}
		preds, err := py.Call(t, py.TupleType, []py.Value{pair.Items()[1]}, nil)
		if err != nil {
			return nil, err
		}
		if _, err := m.add(t, s, append([]py.Value{pair.Items()[0]}, preds.(*py.Tuple).Items()...), nil); err != nil { //krait:alloc-ok a copy of a tuple that exists, plus one
			return nil, err
		}
	}
	return py.None, nil
}

// info returns the node's info, creating it when create is set (nil
// otherwise for an unknown node).
func (s *sorter) info(t *py.Thread, node py.Value, create bool) (*nodeInfo, error) {
	v, found, err := s.index.Get(t, node)
	if err != nil {
		return nil, err
	}
	if found {
		return s.infos[int(v.(py.Int))], nil
	}
	if !create {
		return nil, nil
	}
	if err := t.Alloc(64); err != nil {
		return nil, err
	}
	ni := &nodeInfo{node: node}
	if err := s.index.Set(t, node, py.NewInt(int64(len(s.infos)))); err != nil {
		return nil, err
	}
	s.infos = append(s.infos, ni)
	return ni, nil
}

func (m *module) add(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("TopologicalSorter.add() takes no keyword arguments")
	}
	if len(args) == 0 {
		return nil, py.NewTypeError("TopologicalSorter.add() missing 1 required positional argument: 'node'")
	}
	if s.prepared {
		return nil, py.NewValueError("Nodes cannot be added after a call to prepare()")
	}
	ni, err := s.info(t, args[0], true)
	if err != nil {
		return nil, err
	}
	ni.npred += len(args) - 1
	for _, p := range args[1:] {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		pi, err := s.info(t, p, true)
		if err != nil {
			return nil, err
		}
		pi.successors = append(pi.successors, args[0])
	}
	return py.None, nil
}

func (m *module) prepare(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("prepare", args, kwargs); err != nil {
		return nil, err
	}
	if s.prepared {
		return nil, py.NewValueError("cannot prepare() more than once")
	}
	s.prepared = true
	for _, ni := range s.infos {
		if ni.npred == 0 {
			s.ready = append(s.ready, ni.node) //krait:alloc-ok at most the graph's nodes, each charged (64 bytes) when added
		}
	}
	cycle, err := s.findCycle(t)
	if err != nil {
		return nil, err
	}
	if cycle != nil {
		return nil, py.NewExceptionArgs(m.cycle, py.NewStr("nodes are in a cycle"), py.NewList(cycle))
	}
	return py.None, nil
}

// findCycle is CPython's _find_cycle: a depth-first walk along the
// successors, in insertion order, returning the first cycle met.
func (s *sorter) findCycle(t *py.Thread) ([]py.Value, error) {
	seen := make([]bool, len(s.infos))
	onStack := map[int]int{} // info index -> position in stack
	var stack []int
	var itstack []int // next successor position of each stack entry
	idx := func(v py.Value) (int, error) {
		r, _, err := s.index.Get(t, v)
		if err != nil {
			return 0, err
		}
		return int(r.(py.Int)), nil
	}
	for start := range s.infos {
		if seen[start] {
			continue
		}
		node := start
		for {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			if seen[node] {
				if pos, ok := onStack[node]; ok {
					out := make([]py.Value, 0, len(stack)-pos+1) //krait:alloc-ok a part of the DFS stack: at most the graph's nodes, each charged (64 bytes) when added
					for _, i := range stack[pos:] {
						out = append(out, s.infos[i].node) //krait:alloc-ok a part of the DFS stack: at most the graph's nodes, each charged (64 bytes) when added
					}
					return append(out, s.infos[node].node), nil //krait:alloc-ok a part of the DFS stack: at most the graph's nodes, each charged (64 bytes) when added
				}
			} else {
				seen[node] = true
				itstack = append(itstack, 0) //krait:alloc-ok one per node pushed once (seen): at most the graph's nodes, each charged (64 bytes) when added
				onStack[node] = len(stack)
				stack = append(stack, node) //krait:alloc-ok one per node pushed once (seen): at most the graph's nodes, each charged (64 bytes) when added
			}
			advanced := false
			for len(stack) > 0 {
				top := stack[len(stack)-1]
				k := itstack[len(itstack)-1]
				if succ := s.infos[top].successors; k < len(succ) {
					itstack[len(itstack)-1]++
					n, err := idx(succ[k])
					if err != nil {
						return nil, err
					}
					node = n
					advanced = true
					break
				}
				delete(onStack, top)
				stack = stack[:len(stack)-1]
				itstack = itstack[:len(itstack)-1]
			}
			if !advanced {
				break
			}
		}
	}
	return nil, nil
}

func (m *module) isActive(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("is_active", args, kwargs); err != nil {
		return nil, err
	}
	if !s.prepared {
		return nil, py.NewValueError("prepare() must be called first")
	}
	return py.NewBool(s.finished < s.passed || len(s.ready) > 0), nil
}

func (m *module) getReady(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("get_ready", args, kwargs); err != nil {
		return nil, err
	}
	if !s.prepared {
		return nil, py.NewValueError("prepare() must be called first")
	}
	result, err := py.NewTupleCopy(t, s.ready)
	if err != nil {
		return nil, err
	}
	for _, n := range s.ready {
		ni, err := s.info(t, n, false)
		if err != nil {
			return nil, err
		}
		ni.npred = nodeOut
	}
	s.passed += len(s.ready)
	s.ready = s.ready[:0]
	return result, nil
}

func (m *module) done(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(kwargs) > 0 {
		return nil, py.NewTypeError("TopologicalSorter.done() takes no keyword arguments")
	}
	if !s.prepared {
		return nil, py.NewValueError("prepare() must be called first")
	}
	for _, node := range args {
		ni, err := s.info(t, node, false)
		if err != nil {
			return nil, err
		}
		if ni == nil {
			r, err := py.Repr(t, node)
			if err != nil {
				return nil, err
			}
			return nil, py.NewValueError("node %s was not added using add()", r)
		}
		if ni.npred != nodeOut {
			r, err := py.Repr(t, node)
			if err != nil {
				return nil, err
			}
			if ni.npred >= 0 {
				return nil, py.NewValueError("node %s was not passed out (still not ready)", r)
			}
			return nil, py.NewValueError("node %s was already marked done", r)
		}
		ni.npred = nodeDone
		for _, succ := range ni.successors {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			si, err := s.info(t, succ, false)
			if err != nil {
				return nil, err
			}
			si.npred--
			if si.npred == 0 {
				s.ready = append(s.ready, succ) //krait:alloc-ok at most the graph's nodes, each charged (64 bytes) when added
			}
		}
		s.finished++
	}
	return py.None, nil
}

// staticOrder is static_order(): every node, in the order get_ready
// hands them out when each group is marked done at once.
func (m *module) staticOrder(t *py.Thread, s *sorter, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("static_order", args, kwargs); err != nil {
		return nil, err
	}
	if _, err := m.prepare(t, s, nil, nil); err != nil {
		return nil, err
	}
	var out []py.Value
	for s.finished < s.passed || len(s.ready) > 0 {
		group, err := m.getReady(t, s, nil, nil)
		if err != nil {
			return nil, err
		}
		items := group.(*py.Tuple).Items()
		out = append(out, items...) //krait:alloc-ok each node once: at most the graph's nodes, each charged (64 bytes) when added
		if _, err := m.done(t, s, items, nil); err != nil {
			return nil, err
		}
	}
	return py.Iterate(t, py.NewList(out))
}
