// glesf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//profile glesf
//program nested_uniform
//semantic nested_uniform.image
//semantic nested_uniform.rows
//semantic nested_uniform.columns
//var sampler2D image :  : _image1 : 1 : 1
//var int rows :  : _rows1 : 2 : 1
//var int columns :  : _columns1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 nested_uniform : $vout.COLOR : COL : -1 : 1

#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform sampler2D _image1;
uniform int _rows1;
uniform int _columns1;
varying vec4 TEX0;

// main procedure, the original name was nested_uniform
void main()
{
    vec4 i0 = TEX0;
    vec4 t0 = vec4(0.0);
    vec4 t1 = vec4(0.0);
    vec4 t2 = vec4(0.0);
    vec4 t3 = vec4(0.0);
    vec4 t4 = vec4(0.0);
    vec4 t5 = vec4(0.0);
    vec4 t6 = vec4(0.0);
    vec4 t8 = vec4(0.0);
    vec4 t9 = vec4(0.0);
    vec4 t12 = vec4(0.0);
    vec4 t14 = vec4(0.0);
    vec4 t15 = vec4(0.0);
    vec4 t16 = vec4(0.0);
    vec4 t17 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = vec4(0.0);
    t2.x = 0.0;
    t0.x = float(0.0 < float(_rows1));
    if (t0.x != 0.0) {
        for (;;) {
            t4 = t1;
            t5.x = 0.0;
            t3.x = float(0.0 < float(_columns1));
            if (t3.x != 0.0) {
                for (;;) {
                    t6.x = t5.x;
                    t6.y = t2.x;
                    t8.xy = t6.xy * vec2(0.03125) + i0.xy;
                    t9 = texture2D(_image1, t8.xy);
                    t4 = t4 + t9;
                    t5.x = t5.x + 1.0;
                    t12.x = float(t5.x < float(_columns1));
                    if (t12.x == 0.0) {
                        break;
                    }
                }
            }
            t2.x = t2.x + 1.0;
            t1 = t4;
            t14.x = float(t2.x < float(_rows1));
            if (t14.x == 0.0) {
                break;
            }
        }
    }
    t15.x = float(_rows1) * float(_columns1);
    t16.x = max(t15.x, 1.0);
    t17.x = 1.0 / t16.x;
    o0 = t1 * t17.xxxx;
    gl_FragColor = o0;
}
