package interp

import (
	"fmt"

	"github.com/kraitpy/krait/py"
)

// tracebackType is the type of traceback objects: e.__traceback__ and
// the value a with statement hands to __exit__. Its only attributes are
// tb_lineno and tb_next (data descriptors); tb_frame, tb_lasti and every
// way to a frame or its globals are absent.
var tracebackType = func() *py.Type {
	t := newInternalType("traceback", nil)
	t.Dict.SetStr("tb_lineno", &tbAttr{name: "tb_lineno", get: func(tb *Traceback) py.Value {
		if tb.node == nil {
			return py.None
		}
		return py.NewInt(int64(tb.node.site.pos.Lineno))
	}})
	t.Dict.SetStr("tb_next", &tbAttr{name: "tb_next", get: func(tb *Traceback) py.Value {
		if tb.node == nil || tb.node.next == nil {
			return py.None
		}
		return &Traceback{node: tb.node.next}
	}})
	return t
}()

// Traceback is krait's traceback object: one entry of an exception's
// traceback (the frame it passed through, outermost first), with the
// line (tb_lineno) and the next inner entry (tb_next). It carries no
// frame: nothing reaches frames or their globals through it.
type Traceback struct {
	node *tbNode
}

// Type returns traceback.
func (tb *Traceback) Type() *py.Type { return tracebackType }

// PyRepr returns CPython's repr: <traceback object at 0x...>.
func (tb *Traceback) PyRepr(t *py.Thread) (string, error) {
	return fmt.Sprintf("<traceback object at 0x%x>", py.Id(tb)), nil
}

// TracebackValue implements py's hook for e.__traceback__: the exception's
// traceback as a Python object.
func (n *tbNode) TracebackValue() py.Value {
	if n == nil {
		return py.None
	}
	return &Traceback{node: n}
}

// tbAttr is a read-only attribute of traceback objects.
type tbAttr struct {
	name string
	get  func(tb *Traceback) py.Value
}

// Type returns getset_descriptor.
func (a *tbAttr) Type() *py.Type { return getsetType }

// DescriptorGet returns the attribute of a traceback.
func (a *tbAttr) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	tb, ok := instance.(*Traceback)
	if !ok {
		return a, nil
	}
	return a.get(tb), nil
}

// DescriptorSet refuses assignment.
func (a *tbAttr) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("readonly attribute")
}

// DescriptorDelete refuses deletion.
func (a *tbAttr) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("readonly attribute")
}
