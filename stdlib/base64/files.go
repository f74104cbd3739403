package base64

import "github.com/kraitpy/krait/py"

// maxBinSize is the number of input bytes per line of encode():
// MAXLINESIZE // 4 * 3.
const maxBinSize = 57

// addFileFunctions adds MAXLINESIZE, MAXBINSIZE, bytes_types and
// encode/decode, which work on any objects with read/readline and write
// (krait has no files; io.BytesIO or a user class serves).
func addFileFunctions(d *py.Dict) {
	d.SetStr("MAXLINESIZE", py.NewInt(76))
	d.SetStr("MAXBINSIZE", py.NewInt(maxBinSize))
	d.SetStr("bytes_types", py.NewTuple([]py.Value{py.BytesType, py.ByteArrayType}))
	d.SetStr("encode", py.NewBuiltin("encode", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var input, output py.Value
		if err := py.UnpackArgs("encode", args, kwargs, []string{"input", "output"}, 2, &input, &output); err != nil {
			return nil, err
		}
		for {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			s, err := py.CallMethod(t, input, "read", []py.Value{py.NewInt(maxBinSize)}, nil)
			if err != nil {
				return nil, err
			}
			if ok, err := py.Truth(t, s); err != nil || !ok {
				return py.None, err
			}
			for {
				n, err := py.Len(t, s)
				if err != nil {
					return nil, err
				}
				if n >= maxBinSize {
					break
				}
				more, err := py.CallMethod(t, input, "read", []py.Value{py.NewInt(int64(maxBinSize - n))}, nil)
				if err != nil {
					return nil, err
				}
				if ok, err := py.Truth(t, more); err != nil {
					return nil, err
				} else if !ok {
					break
				}
				if s, err = py.Binary(t, py.Add, s, more); err != nil {
					return nil, err
				}
			}
			line, err := py.Call(t, d.GetStr("encodebytes"), []py.Value{s}, nil)
			if err != nil {
				return nil, err
			}
			if _, err := py.CallMethod(t, output, "write", []py.Value{line}, nil); err != nil {
				return nil, err
			}
		}
	}))
	d.SetStr("decode", py.NewBuiltin("decode", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var input, output py.Value
		if err := py.UnpackArgs("decode", args, kwargs, []string{"input", "output"}, 2, &input, &output); err != nil {
			return nil, err
		}
		for {
			if err := t.Tick(); err != nil {
				return nil, err
			}
			line, err := py.CallMethod(t, input, "readline", nil, nil)
			if err != nil {
				return nil, err
			}
			if ok, err := py.Truth(t, line); err != nil || !ok {
				return py.None, err
			}
			s, err := py.Call(t, d.GetStr("decodebytes"), []py.Value{line}, nil)
			if err != nil {
				return nil, err
			}
			if _, err := py.CallMethod(t, output, "write", []py.Value{s}, nil); err != nil {
				return nil, err
			}
		}
	}))
}
