// glslf output by Cg compiler
// cgrs version 0.1.0
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//profile glslf
//program return_from_nested
//semantic return_from_nested.n
//var int n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 return_from_nested : $vout.COLOR : COL : -1 : 1

#version 110

uniform int _n1;

// main procedure, the original name was return_from_nested
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
    vec4 t7 = vec4(0.0);
    vec4 t11 = vec4(0.0);
    vec4 t13 = vec4(0.0);
    vec4 o0 = vec4(0.0);

    t1 = i0;
    t2.x = 0.0;
    t0.x = float(0.0 < float(_n1));
    if (t0.x != 0.0) {
        for (;;) {
            t4 = t1;
            t5.x = 0.0;
            t3.x = float(0.0 < float(_n1));
            if (t3.x != 0.0) {
                for (;;) {
                    t6 = t4 + vec4(0.25);
                    t7.x = float(2.0 < t6.x);
                    if (t7.x != 0.0) {
                        o0 = t6 * vec4(3.0);
                        gl_FragColor = o0;
                        return;
                    }
                    t5.x = t5.x + 1.0;
                    t4 = t6;
                    t11.x = float(t5.x < float(_n1));
                    if (t11.x == 0.0) {
                        break;
                    }
                }
            }
            t2.x = t2.x + 1.0;
            t1 = t4;
            t13.x = float(t2.x < float(_n1));
            if (t13.x == 0.0) {
                break;
            }
        }
    }
    o0 = t1;
    gl_FragColor = o0;
}
