# krait-run: --allow-import shlex
import shlex
cmds = ['ls -la /tmp', 'grep -r "hello world" ./src --include=*.py', "echo 'single quoted $HOME' \"double $HOME\"",
        r'path\ with\ spaces/file.txt', r'echo "esc \" quote" "back\\slash" "keep \n"', "a'b c'd \"e\"f", '""', "''", 'x "" y',
        "cmd # comment here", "  leading   and trailing  ", "tab\tsep\nnewline", r'"\$x" \"', "a\\", 'unterminated "quote', "it's"]
for c in cmds:
    for posix in (True, False):
        try:
            print(f"{c!r:<48} posix={posix!s:<5} {shlex.split(c, posix=posix)}")
        except ValueError as e:
            print(f"{c!r:<48} posix={posix!s:<5} ValueError: {e}")
print(shlex.split("run --x=1 # note", comments=True), shlex.split("a #b\nc", comments=True), shlex.split("a#b", comments=True))
for s in ["simple", "", "has space", "it's", "$HOME", "a;b", "file-name_1.txt", "ünïcode", "x=1,y=2:z@host/p%20"]:
    print(f"{s!r:<22} -> {shlex.quote(s)}")
args = ["git", "commit", "-m", "fix: don't crash", "--author=A B <a@b.c>"]
line = shlex.join(args)
print(line)
print(shlex.split(line) == args)
