// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glslf
//program sum_long_constant
//semantic sum_long_constant.scale
//var float4 scale :  : _scale1 : 1 : 1
//var float4 color : $vin.COLOR0 : COL0 : 0 : 1
//var float4 sum_long_constant : $vout.COLOR : COL : -1 : 1

#version 110

uniform vec4 _scale1;

// main procedure, the original name was sum_long_constant
void main()
{
    vec4 i0 = gl_Color;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t0 = vec4(0.0);
    t1.x = 0.0;
    for (;;) {
        t2 = i0 * t1.xxxx;
        t3.x = sin(t2.x);
        t3.y = sin(t2.y);
        t3.z = sin(t2.z);
        t3.w = sin(t2.w);
        t0 = t3 * _scale1 + t0;
        t1.x = t1.x + 1.0;
        t7.x = float(t1.x < 200.0);
        if (t7.x == 0.0) {
            break;
        }
    }
    o0 = t0;
    gl_FragColor = o0;
}
