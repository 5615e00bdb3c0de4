// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=100
// source file: tests/glsl/cases/sem_fout_mrt.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.albedo
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main.c0 : $vout.COLOR0 : COLOR0 : -1 : 1
//var float4 main.c1 : $vout.COLOR1 : COLOR1 : -1 : 1
//var float4 main.c2 : $vout.COLOR2 : COLOR2 : -1 : 1
//var float4 main.c3 : $vout.COLOR3 : COLOR3 : -1 : 1
//var float main.depth : $vout.DEPTH : DEPTH : -1 : 1

#extension GL_ARB_draw_buffers : enable

struct FOut {
    vec4 _c0;
    vec4 _c1;
    vec4 _c2;
    vec4 _c3;
    float _depth;
};

FOut _ret_0;
vec3 _TMP0;
float _TMP2;
float _TMP1;
uniform sampler2D _albedo1;
varying vec4 COL0;
varying vec4 COL1;
varying vec4 COL2;
varying vec4 COL3;

 // main procedure, the original name was main
void main()
{

    FOut _o;
    vec3 _TMP4;

    _o._c0 = texture2D(_albedo1, gl_TexCoord[0].xy);
    _TMP1 = dot(gl_TexCoord[1].xyz, gl_TexCoord[1].xyz);
    _TMP2 = inversesqrt(_TMP1);
    _TMP0 = _TMP2*gl_TexCoord[1].xyz;
    _TMP4 = _TMP0*5.00000000E-01 + 5.00000000E-01;
    _o._c1 = vec4(_TMP4.x, _TMP4.y, _TMP4.z, 1.00000000E+00);
    _o._c3 = gl_TexCoord[1]*gl_TexCoord[0];
    _o._depth = gl_TexCoord[0].z/gl_TexCoord[0].w;
    _ret_0._c0 = _o._c0;
    _ret_0._c1 = _o._c1;
    _ret_0._c2 = gl_TexCoord[0].zwzw;
    _ret_0._c3 = _o._c3;
    _ret_0._depth = _o._depth;
    gl_FragDepth = _o._depth;
    COL0 = _o._c0;
    COL1 = _o._c1;
    COL2 = gl_TexCoord[0].zwzw;
    COL3 = _o._c3;
    return;
    COL0 = _ret_0._c0;
    COL1 = _ret_0._c1;
    COL2 = _ret_0._c2;
    COL3 = _ret_0._c3;
} // main end
