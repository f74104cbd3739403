package functools

import (
	"fmt"

	"github.com/kraitpy/krait/py"
)

// addExtras adds GenericAlias, RLock and get_cache_token, the names
// functools re-exports from types, _thread and abc.
func addExtras(t *py.Thread, d *py.Dict) error {
	d.SetStr("GenericAlias", py.GenericAliasType)
	rlock, err := newRLockClass(t)
	if err != nil {
		return err
	}
	d.SetStr("RLock", rlock)
	// CPython returns abc's invalidation counter, an opaque token that
	// changes when an ABC gains a virtual subclass; krait's dispatch
	// caches do not depend on it, so it is constant.
	token := py.NewInt(0)
	d.SetStr("get_cache_token", py.NewBuiltin("get_cache_token", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("get_cache_token", args, kwargs); err != nil {
			return nil, err
		}
		return token, nil
	}))
	return nil
}

// rlockState is an RLock's owner count: krait runs one thread, so
// acquiring always succeeds at once.
type rlockState struct{ count int64 }

// rlockIdent is the thread identifier RLock reports for krait's one
// thread.
const rlockIdent = 1

// newRLockClass creates _thread.RLock, a reentrant lock.
func newRLockClass(t *py.Thread) (*py.Type, error) {
	state := func(self py.Value) *rlockState {
		in, ok := self.(*py.Instance)
		if !ok {
			return &rlockState{}
		}
		if s, ok := in.Base.(*rlockBox); ok {
			return &s.st
		}
		box := &rlockBox{}
		in.Base = box
		return &box.st
	}
	acquire := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var blocking, timeout py.Value = py.True, py.Float(-1)
		if err := py.UnpackArgs("acquire", args, kwargs, []string{"blocking", "timeout"}, 0, &blocking, &timeout); err != nil {
			return nil, err
		}
		state(self).count++
		return py.True, nil
	}
	release := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		s := state(self)
		if s.count == 0 {
			return nil, py.NewRuntimeError("cannot release un-acquired lock")
		}
		s.count--
		return py.None, nil
	}
	cls, err := newClass(t, "RLock", map[string]py.BuiltinFunc{
		"acquire":   acquire,
		"__enter__": acquire,
		"release":   release,
		"__exit__": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return release(t, self, nil, nil)
		},
		"_is_owned": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewBool(state(self).count > 0), nil
		},
		"_recursion_count": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewInt(state(self).count), nil
		},
		"__repr__": func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			s := state(self)
			status, owner := "unlocked", 0
			if s.count > 0 {
				status, owner = "locked", rlockIdent
			}
			return py.NewStr(fmt.Sprintf("<%s _thread.RLock object owner=%d count=%d at %#x>", status, owner, s.count, py.Id(self))), nil
		},
	}, nil, nil)
	if err != nil {
		return nil, err
	}
	cls.Dict.SetStr("__module__", py.NewStr("_thread"))
	return cls, nil
}

// rlockBox holds an RLock's state as its instance's built-in part.
type rlockBox struct{ st rlockState }

// Type returns object: the box is never seen by Python code.
func (*rlockBox) Type() *py.Type { return py.ObjectType }
