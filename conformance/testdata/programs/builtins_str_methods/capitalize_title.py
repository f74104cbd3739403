print('hello WORLD'.capitalize(), 'hello world'.title(), "they're bill's".title(), 'ßx'.capitalize(), ''.title(), '1st place'.title())
