// Package stat is krait's Python stat module: the constants of
// CPython 3.11 on Linux, the S_IS* tests, S_IMODE, S_IFMT and filemode.
// It only interprets numbers; nothing here touches files.
package stat

import (
	"math/big"

	"github.com/kraitpy/krait/py"
)

// constants are the module's integer constants and their values on Linux.
var constants = []struct {
	name  string
	value int64
}{
	{"FILE_ATTRIBUTE_ARCHIVE", 32},
	{"FILE_ATTRIBUTE_COMPRESSED", 2048},
	{"FILE_ATTRIBUTE_DEVICE", 64},
	{"FILE_ATTRIBUTE_DIRECTORY", 16},
	{"FILE_ATTRIBUTE_ENCRYPTED", 16384},
	{"FILE_ATTRIBUTE_HIDDEN", 2},
	{"FILE_ATTRIBUTE_INTEGRITY_STREAM", 32768},
	{"FILE_ATTRIBUTE_NORMAL", 128},
	{"FILE_ATTRIBUTE_NOT_CONTENT_INDEXED", 8192},
	{"FILE_ATTRIBUTE_NO_SCRUB_DATA", 131072},
	{"FILE_ATTRIBUTE_OFFLINE", 4096},
	{"FILE_ATTRIBUTE_READONLY", 1},
	{"FILE_ATTRIBUTE_REPARSE_POINT", 1024},
	{"FILE_ATTRIBUTE_SPARSE_FILE", 512},
	{"FILE_ATTRIBUTE_SYSTEM", 4},
	{"FILE_ATTRIBUTE_TEMPORARY", 256},
	{"FILE_ATTRIBUTE_VIRTUAL", 65536},
	{"SF_APPEND", 262144},
	{"SF_ARCHIVED", 65536},
	{"SF_IMMUTABLE", 131072},
	{"SF_NOUNLINK", 1048576},
	{"SF_SNAPSHOT", 2097152},
	{"ST_ATIME", 7},
	{"ST_CTIME", 9},
	{"ST_DEV", 2},
	{"ST_GID", 5},
	{"ST_INO", 1},
	{"ST_MODE", 0},
	{"ST_MTIME", 8},
	{"ST_NLINK", 3},
	{"ST_SIZE", 6},
	{"ST_UID", 4},
	{"S_ENFMT", 1024},
	{"S_IEXEC", 64},
	{"S_IFBLK", 24576},
	{"S_IFCHR", 8192},
	{"S_IFDIR", 16384},
	{"S_IFDOOR", 0},
	{"S_IFIFO", 4096},
	{"S_IFLNK", 40960},
	{"S_IFPORT", 0},
	{"S_IFREG", 32768},
	{"S_IFSOCK", 49152},
	{"S_IFWHT", 0},
	{"S_IREAD", 256},
	{"S_IRGRP", 32},
	{"S_IROTH", 4},
	{"S_IRUSR", 256},
	{"S_IRWXG", 56},
	{"S_IRWXO", 7},
	{"S_IRWXU", 448},
	{"S_ISGID", 1024},
	{"S_ISUID", 2048},
	{"S_ISVTX", 512},
	{"S_IWGRP", 16},
	{"S_IWOTH", 2},
	{"S_IWRITE", 128},
	{"S_IWUSR", 128},
	{"S_IXGRP", 8},
	{"S_IXOTH", 1},
	{"S_IXUSR", 64},
	{"UF_APPEND", 4},
	{"UF_COMPRESSED", 32},
	{"UF_HIDDEN", 32768},
	{"UF_IMMUTABLE", 2},
	{"UF_NODUMP", 1},
	{"UF_NOUNLINK", 16},
	{"UF_OPAQUE", 8},
}

// Mode bits used by the functions.
const (
	sIFMT   = 0o170000
	sIFDIR  = 0o040000
	sIFCHR  = 0o020000
	sIFBLK  = 0o060000
	sIFREG  = 0o100000
	sIFIFO  = 0o010000
	sIFLNK  = 0o120000
	sIFSOCK = 0o140000
)

// modeArg converts a mode argument as the C module does (an unsigned
// int: TypeError for non-integers, OverflowError out of range).
func modeArg(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (uint64, error) {
	if err := py.CheckExactlyOne(name+"()", args, kwargs); err != nil {
		return 0, err
	}
	v := args[0]
	b, ok := py.AsBig(v)
	if !ok {
		if v.Type().Lookup("__index__") == nil {
			return 0, py.NewTypeError("an integer is required")
		}
		i, err := py.Index(t, v)
		if err != nil {
			return 0, err
		}
		b = big.NewInt(i)
	}
	if b.Sign() < 0 {
		return 0, py.NewOverflowError("can't convert negative value to unsigned int")
	}
	if b.BitLen() > 32 {
		return 0, py.NewOverflowError("Python int too large to convert to C unsigned long")
	}
	return b.Uint64(), nil
}

// Load creates a fresh stat module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("stat")
	for _, c := range constants {
		mod.Dict.SetStr(c.name, py.NewInt(c.value))
	}
	tests := map[string]uint64{
		"S_ISDIR": sIFDIR, "S_ISCHR": sIFCHR, "S_ISBLK": sIFBLK, "S_ISREG": sIFREG,
		"S_ISFIFO": sIFIFO, "S_ISLNK": sIFLNK, "S_ISSOCK": sIFSOCK,
	}
	for name, bits := range tests {
		name, bits := name, bits
		mod.Dict.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			m, err := modeArg(t, name, args, kwargs)
			if err != nil {
				return nil, err
			}
			return py.NewBool(m&sIFMT == bits), nil
		}))
	}
	// Door, event port and whiteout files do not exist on Linux.
	for _, name := range []string{"S_ISDOOR", "S_ISPORT", "S_ISWHT"} {
		name := name
		mod.Dict.SetStr(name, py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if _, err := modeArg(t, name, args, kwargs); err != nil {
				return nil, err
			}
			return py.False, nil
		}))
	}
	mod.Dict.SetStr("S_IMODE", py.NewBuiltin("S_IMODE", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		m, err := modeArg(t, "S_IMODE", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewInt(int64(m & 0o7777)), nil
	}))
	mod.Dict.SetStr("S_IFMT", py.NewBuiltin("S_IFMT", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		m, err := modeArg(t, "S_IFMT", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewInt(int64(m & sIFMT)), nil
	}))
	mod.Dict.SetStr("filemode", py.NewBuiltin("filemode", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		m, err := modeArg(t, "filemode", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewStr(Filemode(m)), nil
	}))
	py.MarkWalkable(mod) // its functions close over names and bit masks
	return mod, nil
}

// Filemode renders a mode as ls -l does ('-rw-r--r--').
func Filemode(m uint64) string {
	b := []byte("?---------")
	switch m & sIFMT {
	case sIFLNK:
		b[0] = 'l'
	case sIFSOCK:
		b[0] = 's'
	case sIFREG:
		b[0] = '-'
	case sIFBLK:
		b[0] = 'b'
	case sIFDIR:
		b[0] = 'd'
	case sIFCHR:
		b[0] = 'c'
	case sIFIFO:
		b[0] = 'p'
	}
	perm := func(i int, bit uint64, c byte) {
		if m&bit != 0 {
			b[i] = c
		}
	}
	perm(1, 0o400, 'r')
	perm(2, 0o200, 'w')
	perm(4, 0o040, 'r')
	perm(5, 0o020, 'w')
	perm(7, 0o004, 'r')
	perm(8, 0o002, 'w')
	special := func(i int, exec, set uint64, on, onNoExec byte) {
		switch {
		case m&exec != 0 && m&set != 0:
			b[i] = on
		case m&set != 0:
			b[i] = onNoExec
		case m&exec != 0:
			b[i] = 'x'
		}
	}
	special(3, 0o100, 0o4000, 's', 'S')
	special(6, 0o010, 0o2000, 's', 'S')
	special(9, 0o001, 0o1000, 't', 'T')
	return string(b)
}
