// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//profile glslf
//program inner_break
//semantic inner_break.n
//semantic inner_break.m
//var int n :  : _n1 : 1 : 1
//var int m :  : _m1 : 2 : 1
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 inner_break : $vout.COLOR : COL : -1 : 1

#version 110

uniform int _n1;
uniform int _m1;

// main procedure, the original name was inner_break
void main()
{
    vec4 i0 = gl_TexCoord[0];
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 t13 = vec4(0.0);
    vec4 t15 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = vec4(0.0);
    t2.x = 0.0;
    t0.x = float(0.0 < float(_n1));
    if (t0.x != 0.0) {
        for (;;) {
            t4 = t1;
            t5.x = 0.0;
            t3.x = float(0.0 < float(_m1));
            if (t3.x != 0.0) {
                for (;;) {
                    t6.x = t5.x + 1.0;
                    t8 = i0 * t6.xxxx + t4;
                    t9.x = float(2.0 < t8.y);
                    if (t9.x != 0.0) {
                        t4 = t8;
                        break;
                    }
                    t5.x = t5.x + 1.0;
                    t4 = t8;
                    t11.x = float(t5.x < float(_m1));
                    if (t11.x == 0.0) {
                        break;
                    }
                }
            }
            t12.x = t4.x + 0.5;
            t13.x = float(3.0 < t4.w);
            if (t13.x != 0.0) {
                t1.x = t12.x;
                t1.yzw = t4.yzw;
                break;
            }
            t2.x = t2.x + 1.0;
            t1.x = t12.x;
            t1.yzw = t4.yzw;
            t15.x = float(t2.x < float(_n1));
            if (t15.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}
