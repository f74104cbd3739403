package hashlib

import "github.com/kraitpy/krait/py"

// fileDigestBuf is the size of file_digest's read buffer (CPython's
// _bufsize).
const fileDigestBuf = 1 << 18

// addFileDigest adds file_digest(fileobj, digest, /), which reads any
// object with getbuffer() (io.BytesIO) or readinto()/readable().
func addFileDigest(d *py.Dict) {
	d.SetStr("file_digest", py.NewBuiltin("file_digest", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(kwargs) > 0 {
			return nil, py.NewTypeError("file_digest() got an unexpected keyword argument '%s'", kwargs[0].Name)
		}
		if len(args) != 2 {
			return nil, py.NewTypeError("file_digest() takes 2 positional arguments but %d were given", len(args))
		}
		fileobj, digest := args[0], args[1]
		var h py.Value
		var err error
		if _, ok := digest.(*py.Str); ok {
			h, err = py.Call(t, d.GetStr("new"), []py.Value{digest}, nil)
		} else {
			h, err = py.Call(t, digest, nil, nil)
		}
		if err != nil {
			return nil, err
		}
		if ok, err := py.HasAttr(t, fileobj, "getbuffer"); err != nil {
			return nil, err
		} else if ok {
			buf, err := py.CallMethod(t, fileobj, "getbuffer", nil, nil)
			if err != nil {
				return nil, err
			}
			if _, err := py.CallMethod(t, h, "update", []py.Value{buf}, nil); err != nil {
				return nil, err
			}
			return h, nil
		}
		readable := false
		if ok, err := py.HasAttr(t, fileobj, "readinto"); err != nil {
			return nil, err
		} else if ok {
			if ok, err := py.HasAttr(t, fileobj, "readable"); err != nil {
				return nil, err
			} else if ok {
				r, err := py.CallMethod(t, fileobj, "readable", nil, nil)
				if err != nil {
					return nil, err
				}
				if readable, err = py.Truth(t, r); err != nil {
					return nil, err
				}
			}
		}
		if !readable {
			r, err := py.Repr(t, fileobj)
			if err != nil {
				return nil, err
			}
			return nil, py.NewValueError("'%s' is not a file-like object in binary reading mode.", r)
		}
		if err := t.Alloc(fileDigestBuf); err != nil {
			return nil, err
		}
		buf := py.NewByteArray(make([]byte, fileDigestBuf))
		for {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			nv, err := py.CallMethod(t, fileobj, "readinto", []py.Value{buf}, nil)
			if err != nil {
				return nil, err
			}
			n, err := py.Index(t, nv)
			if err != nil {
				return nil, err
			}
			if n == 0 {
				return h, nil
			}
			chunk, err := py.GetItem(t, buf, py.NewSlice(py.None, py.NewInt(n), py.None))
			if err != nil {
				return nil, err
			}
			if _, err := py.CallMethod(t, h, "update", []py.Value{chunk}, nil); err != nil {
				return nil, err
			}
		}
	}))
}
