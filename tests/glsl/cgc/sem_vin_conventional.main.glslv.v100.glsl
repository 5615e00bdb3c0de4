// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=100
// source file: tests/glsl/cases/sem_vin_conventional.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
//var float4 color : $vin.COLOR0 : ATTR3 : 2 : 1
//var float4 specular : $vin.COLOR1 : ATTR4 : 3 : 1
//var float4 t0 : $vin.TEXCOORD0 : ATTR8 : 4 : 1
//var float4 t1 : $vin.TEXCOORD1 : ATTR9 : 5 : 1
//var float4 t2 : $vin.TEXCOORD2 : ATTR10 : 6 : 1
//var float4 t3 : $vin.TEXCOORD3 : ATTR11 : 7 : 1
//var float4 t4 : $vin.TEXCOORD4 : ATTR12 : 8 : 1
//var float4 t5 : $vin.TEXCOORD5 : ATTR13 : 9 : 1
//var float4 t6 : $vin.TEXCOORD6 : ATTR14 : 10 : 1
//var float4 t7 : $vin.TEXCOORD7 : ATTR15 : 11 : 1
//var float fog : $vin.FOGCOORD : ATTR5 : 12 : 1
//var float4 oColor : $vout.COLOR0 : COL0 : 13 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

vec4 _oColor1;

 // main procedure, the original name was main
void main()
{


    _oColor1 = gl_Color*gl_SecondaryColor + vec4(gl_Normal.x, gl_Normal.y, gl_Normal.z, gl_FogCoord) + gl_MultiTexCoord0 + gl_MultiTexCoord1 + gl_MultiTexCoord2 + gl_MultiTexCoord3 + gl_MultiTexCoord4 + gl_MultiTexCoord5 + gl_MultiTexCoord6 + gl_MultiTexCoord7;
    gl_Position = gl_Vertex;
    gl_FrontColor = _oColor1;
    return;
} // main end
