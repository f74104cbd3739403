import re
names = ['A', 'ASCII', 'DEBUG', 'DOTALL', 'I', 'IGNORECASE', 'L', 'LOCALE', 'M', 'MULTILINE', 'Match', 'NOFLAG', 'Pattern', 'RegexFlag', 'S', 'T', 'TEMPLATE', 'U', 'UNICODE', 'VERBOSE', 'X', 'compile', 'error', 'escape', 'findall', 'finditer', 'fullmatch', 'match', 'purge', 'search', 'split', 'sub', 'subn', 'template']
print(len(names), [n for n in names if not hasattr(re, n)])
print(re.search.__name__, re.RegexFlag.__name__, re.Match.__name__, re.Pattern.__name__)
