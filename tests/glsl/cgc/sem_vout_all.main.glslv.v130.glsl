// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_vout_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main.position : $vout.POSITION : HPOS : -1 : 1
//var float4 main.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float4 main.specular : $vout.COLOR1 : COLOR1 : -1 : 1
//var float4 main.back : $vout.BCOL0 : BCOL0 : -1 : 1
//var float4 main.backSpec : $vout.BCOL1 : BCOL1 : -1 : 1
//var float4 main.t0 : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float3 main.t1 : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1
//var float2 main.t2 : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1
//var float main.t3 : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main.t4 : $vout.TEXCOORD4 : TEXCOORD4 : -1 : 1
//var float4 main.t5 : $vout.TEXCOORD5 : TEXCOORD5 : -1 : 1
//var float4 main.t6 : $vout.TEXCOORD6 : TEXCOORD6 : -1 : 1
//var float4 main.t7 : $vout.TEXCOORD7 : TEXCOORD7 : -1 : 1
//var float main.fog : $vout.FOG : FOG : -1 : 1
//var float main.psize : $vout.PSIZE : PSIZ : -1 : 1

#version 130

struct VOut {
    vec4 _position;
    vec4 _color;
    vec4 _specular;
    vec4 _back;
    vec4 _backSpec;
    vec4 _t0;
    vec3 _t1;
    vec2 _t2;
    float _t3;
    vec4 _t4;
    vec4 _t5;
    vec4 _t6;
    vec4 _t7;
    float _fog;
    float _psize;
};

uniform vec4 _mvp1[4];
vec4 _r0002;
in vec4 COLOR;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord7;
out vec4 cg_BackColor;
out vec4 cg_TexCoord4;
out vec4 cg_TexCoord1;
out vec4 cg_TexCoord6;
out vec4 cg_TexCoord3;
out vec4 cg_FrontSecondaryColor;
out vec4 cg_TexCoord0;
out vec4 cg_BackSecondaryColor;
out vec4 cg_TexCoord5;
out float cg_FogFragCoord;
out vec4 cg_TexCoord2;

 // main procedure, the original name was main
void main()
{

    VOut _o;

    _r0002.x = dot(_mvp1[0], cg_Vertex);
    _r0002.y = dot(_mvp1[1], cg_Vertex);
    _r0002.z = dot(_mvp1[2], cg_Vertex);
    _r0002.w = dot(_mvp1[3], cg_Vertex);
    _o._back = 1.00000000E+00 - COLOR;
    _o._backSpec = COLOR*5.00000000E-01;
    _o._t4 = cg_Vertex*2.00000000E+00;
    _o._t5 = cg_Vertex*3.00000000E+00;
    _o._t6 = cg_Vertex*4.00000000E+00;
    _o._t7 = cg_Vertex*5.00000000E+00;
    cg_TexCoord2.xy = cg_Vertex.xy;
    cg_FogFragCoord = _r0002.z;
    cg_TexCoord5 = _o._t5;
    cg_BackSecondaryColor = _o._backSpec;
    cg_TexCoord0 = cg_Vertex;
    cg_FrontSecondaryColor = COLOR.wzyx;
    gl_PointSize = 4.00000000E+00;
    cg_TexCoord3.x = cg_Vertex.w;
    cg_TexCoord6 = _o._t6;
    cg_TexCoord1.xyz = cg_Vertex.xyz;
    cg_TexCoord4 = _o._t4;
    gl_Position = _r0002;
    cg_BackColor = _o._back;
    cg_TexCoord7 = _o._t7;
    cg_FrontColor = COLOR;
    return;
} // main end
