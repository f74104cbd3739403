print("o'neil mc-donald 3rd x2y".title(), 'HELLO'.istitle(), 'Hello World'.istitle(), 'Hello world'.istitle())
