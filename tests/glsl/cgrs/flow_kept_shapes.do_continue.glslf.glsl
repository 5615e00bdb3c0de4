// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//profile glslf
//program do_continue
//semantic do_continue.n
//var float n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 do_continue : $vout.COLOR : COL : -1 : 1

#version 110

uniform float _n1;

// main procedure, the original name was do_continue
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t7 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 t14 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t0.x = float(1.0 < i0.x);
    t5 = vec4((-t0.x) < 0.0 ? 0.0 : i0.x, (-t0.x) < 0.0 ? 0.0 : i0.y, (-t0.x) < 0.0 ? 0.0 : i0.z, (-t0.x) < 0.0 ? 0.0 : i0.w);
    t6.x = 1.0;
    t4.x = float(1.0 < _n1);
    if (t4.x != 0.0) {
        for (;;) {
            t7.x = t6.x + 1.0;
            t8.x = i0.x * t7.x;
            t9.x = float(1.0 < t8.x);
            t11 = t5 + i0;
            t5 = vec4((-t9.x) < 0.0 ? t5.x : t11.x, (-t9.x) < 0.0 ? t5.y : t11.y, (-t9.x) < 0.0 ? t5.z : t11.z, (-t9.x) < 0.0 ? t5.w : t11.w);
            t6.x = t7.x;
            t14.x = float(t7.x < _n1);
            if (t14.x == 0.0) {
                break;
            }
        }
    }
    o0 = t5;
    gl_FragColor = o0;
}
