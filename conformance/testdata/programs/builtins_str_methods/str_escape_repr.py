print(repr('\a\b\f\v\r'), repr('\x1b[0m'), repr('\u200b'), repr('\U0001f600'), repr('\ud800'), repr("'"), repr('"\''), repr('\\n'))
