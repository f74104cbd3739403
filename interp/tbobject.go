package interp

import (
	"fmt"

	"github.com/kraitpy/krait/py"
)

// tracebackType is the type of the traceback value a with statement hands
// to __exit__.
var tracebackType = newInternalType("traceback", nil)

// Traceback is the opaque stand-in for CPython's traceback object. It
// exists so that __exit__ can tell "the body raised" (tb is not None) from
// a clean exit; it carries no frames and exposes no attributes (tb_frame,
// tb_next and the like are absent, so nothing reaches frames or their
// globals through it).
type Traceback struct {
	exc *py.Exception
}

// Type returns traceback.
func (tb *Traceback) Type() *py.Type { return tracebackType }

// PyRepr returns CPython's repr: <traceback object at 0x...>.
func (tb *Traceback) PyRepr(t *py.Thread) (string, error) {
	return fmt.Sprintf("<traceback object at 0x%x>", py.Id(tb)), nil
}
