#ifndef INCLUDE_LINE_COUNT_H
#define INCLUDE_LINE_COUNT_H
float4 twice(float4 x) { return x * 2; }
#endif
