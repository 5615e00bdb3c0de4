// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//profile glslf
//program if_in_loop
//semantic if_in_loop.n
//var int n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 if_in_loop : $vout.COLOR : COL : -1 : 1

#version 110

uniform int _n1;

// main procedure, the original name was if_in_loop
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = vec4(0.0);
    t2.x = 0.0;
    t0.x = float(0.0 < float(_n1));
    if (t0.x != 0.0) {
        for (;;) {
            t3.x = t2.x * 0.5;
            t4.x = float(t3.x < i0.x);
            if (t4.x != 0.0) {
                t5 = t1 + i0;
            } else {
                t5 = t1 + (-i0.yxwz);
            }
            t2.x = t2.x + 1.0;
            t1 = t5;
            t9.x = float(t2.x < float(_n1));
            if (t9.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}
