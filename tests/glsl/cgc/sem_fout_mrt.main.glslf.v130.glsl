// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_fout_mrt.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.albedo
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 n : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main.c0 : $vout.COLOR0 : COLOR0 : -1 : 1
//var float4 main.c1 : $vout.COLOR1 : COLOR1 : -1 : 1
//var float4 main.c2 : $vout.COLOR2 : COLOR2 : -1 : 1
//var float4 main.c3 : $vout.COLOR3 : COLOR3 : -1 : 1
//var float main.depth : $vout.DEPTH : DEPR : -1 : 1

#version 130

#extension GL_ARB_draw_buffers : enable

struct FOut {
    vec4 _c0;
    vec4 _c1;
    vec4 _c2;
    vec4 _c3;
    float _depth;
};

vec3 _TMP0;
float _TMP2;
float _TMP1;
uniform sampler2D _albedo1;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;
out vec4 cg_FragData2;
out vec4 cg_FragData1;
out vec4 cg_FragData3;

 // main procedure, the original name was main
void main()
{

    FOut _o;
    vec3 _TMP4;

    _o._c0 = texture(_albedo1, cg_TexCoord0.xy);
    _TMP1 = dot(cg_TexCoord1.xyz, cg_TexCoord1.xyz);
    _TMP2 = inversesqrt(_TMP1);
    _TMP0 = _TMP2*cg_TexCoord1.xyz;
    _TMP4 = _TMP0*5.00000000E-01 + 5.00000000E-01;
    _o._c1 = vec4(_TMP4.x, _TMP4.y, _TMP4.z, 1.00000000E+00);
    _o._c3 = cg_TexCoord1*cg_TexCoord0;
    _o._depth = cg_TexCoord0.z/cg_TexCoord0.w;
    cg_FragData3 = _o._c3;
    cg_FragData1 = _o._c1;
    gl_FragDepth = _o._depth;
    cg_FragData2 = cg_TexCoord0.zwzw;
    cg_FragColor = _o._c0;
    return;
} // main end
