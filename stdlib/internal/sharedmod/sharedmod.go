// Package sharedmod builds a stdlib module once per process and gives
// every interpreter its own copy of the module object.
//
// A module whose classes and functions are immutable (frozen classes, Go
// functions that keep no state) need not be built again by every
// interpreter that imports it: that was most of the cost of a new
// executor. Its template is built on first use, on a thread of its own
// with no limits; every class the build created is frozen (py.Type.Freeze),
// the modules are checked to hold only shareable values
// (py.CheckShareable), and nothing changes them again. Each import then clones
// it (py.Module.Clone): the module object and its namespace are the
// interpreter's own, so code that rebinds a module attribute changes
// nothing for other interpreters, while the classes and functions in it
// are the shared ones. What Python code may change inside such a module
// (registrations, caches) lives in the interpreter's py.Locals.
package sharedmod

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/kraitpy/krait/py"
)

// Set is modules built together once per process (collections and
// collections.abc, whose classes are registered with each other).
type Set struct {
	build func(t *py.Thread) ([]*py.Module, error)
	once  sync.Once
	mods  map[string]*py.Module
	err   error
}

// NewSet returns the shared modules that build makes. build runs at most
// once, on first use; it must return modules whose values are all
// shareable (a programming error panics).
func NewSet(build func(t *py.Thread) ([]*py.Module, error)) *Set {
	return &Set{build: build}
}

// Template returns the shared module named name itself, building the set
// on first use (for Go code that links modules; Python code must only
// ever see clones).
func (s *Set) Template(name string) (*py.Module, error) {
	if err := s.init(); err != nil {
		return nil, err
	}
	m, ok := s.mods[name]
	if !ok {
		return nil, fmt.Errorf("sharedmod: no module %s in the set", name)
	}
	return m, nil
}

// init builds the set once, on a thread of its own with no limits, and
// checks that every module is shareable.
func (s *Set) init() error {
	s.once.Do(func() {
		th := py.NewThread(context.Background(), py.Limits{MaxOps: -1, MaxMemory: -1, MaxTime: -1, MaxOutput: -1}, io.Discard)
		defer th.Close()
		stop := th.CollectClasses()
		mods, err := s.build(th)
		made := stop()
		if err != nil {
			s.err = err
			return
		}
		for _, cls := range made {
			cls.Freeze()
		}
		s.mods = map[string]*py.Module{}
		for _, m := range mods {
			if err := py.CheckShareable(m); err != nil {
				panic(fmt.Sprintf("sharedmod: module %s cannot be shared: %v", m.Name, err))
			}
			markWalkable(m)
			s.mods[m.Name] = m
		}
	})
	return s.err
}

// markWalkable marks a shared module and the submodules it holds for
// the memory walk (py.MarkWalkable): built before any run, their
// functions close over no run's values, and what they keep per
// interpreter is in py.Locals, whose entries the walk visits
// (py.MemState).
func markWalkable(m *py.Module) {
	if m.IsWalkable() {
		return
	}
	py.MarkWalkable(m)
	m.Dict.Range(func(_, v py.Value) bool {
		if sub, ok := v.(*py.Module); ok {
			markWalkable(sub)
		}
		return true
	})
}

// Load returns a clone of the module named name for the importing
// interpreter.
func (s *Set) Load(t *py.Thread, name string) (*py.Module, error) {
	mod, err := s.Template(name)
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(64 + 40*mod.Dict.Len())); err != nil {
		return nil, err
	}
	return mod.Clone(), nil
}

// Module is a module built once per process.
type Module struct {
	set  *Set
	name string
}

// New returns the shared module that build makes: a Set of one.
func New(build func(t *py.Thread) (*py.Module, error)) *Module {
	m := &Module{}
	m.set = NewSet(func(t *py.Thread) ([]*py.Module, error) {
		mod, err := build(t)
		if err != nil {
			return nil, err
		}
		m.name = mod.Name
		return []*py.Module{mod}, nil
	})
	return m
}

// Template returns the shared module itself, building it on first use.
func (m *Module) Template() (*py.Module, error) {
	if err := m.set.init(); err != nil {
		return nil, err
	}
	return m.set.mods[m.name], nil
}

// Load returns a clone of the module for the importing interpreter (an
// interp.ModuleLoader).
func (m *Module) Load(t *py.Thread) (py.Value, error) {
	if err := m.set.init(); err != nil {
		return nil, err
	}
	mod, err := m.set.Load(t, m.name)
	if err != nil {
		return nil, err
	}
	return mod, nil
}
