#ifndef GUARDED_H
#define GUARDED_H
float guarded_value;
#define GUARDED_MACRO 5
#endif
